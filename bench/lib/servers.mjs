// Starting and stopping the programs the benchmark measures: the build, the Prism mock, `vite preview`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { binPath, waitForHttp } from '../../mocks/lib/processes.mjs';
import { SEED_DAY } from '../../mocks/store/seed/today.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const node = process.execPath;

/** Starts a Node program (in `cwd`, the checkout by default); its output is kept (last 4 kB). */
export function startProgram(entry, args, env = {}, cwd = ROOT) {
  const child = spawn(node, [entry, ...args], {
    cwd,
    env: { ...process.env, SCARF_ANALYTICS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-4096));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  return child;
}

/** Stops a child by its pid (and, for `npm start`, its own children through its SIGTERM handler). */
export async function stopProgram(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await child.exited;
  clearTimeout(timer);
}

export async function runToEnd(entry, args, env = {}, cwd = ROOT) {
  const child = startProgram(entry, args, env, cwd);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${entry} ${args.join(' ')} failed:\n${child.output}`);
  return child.output;
}

/** `vite build` of the tree in `cwd` into its folder `outDir`. */
export const build = (outDir, cwd = ROOT) =>
  runToEnd(binPath('vite', 'bin/vite.js'), ['build'], { BUILD_OUT_DIR: outDir }, cwd);

export const startMock = (port) =>
  startProgram(binPath('@stoplight/prism-cli', 'dist/index.js'), [
    'mock',
    'openapi/openapi.yaml',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
  ]);

/** `vite preview` of the build `outDir` of the tree in `cwd`, with that tree's own config. */
export const startPreview = (port, mockPort, outDir, cwd = ROOT) =>
  startProgram(
    binPath('vite', 'bin/vite.js'),
    ['preview', '--host', '127.0.0.1'],
    { PORT: String(port), MOCK_PORT: String(mockPort), BUILD_OUT_DIR: outDir },
    cwd,
  );

export { waitForHttp };

/**
 * The offline back end (mocks/serve.mjs: the in-memory store behind Prism's validating proxy) on
 * `port` to `port + 2`, with its knobs (`members`, `messages`, `latency`).
 */
export const startOfflineBackEnd = (port, { members, messages, latency }) =>
  startProgram(`${ROOT}mocks/serve.mjs`, [
    '--port',
    String(port),
    // The day the seed is written for: the same data on every day the bench runs.
    '--today',
    SEED_DAY,
    ...(members ? ['--members', String(members)] : []),
    ...(messages ? ['--messages', String(messages)] : []),
    ...(latency ? ['--latency', String(latency)] : []),
  ]);

/** Signs the demo administrator in at the back end `origin`: `{ token, user }` as the app keeps them. */
export async function signInOffline(origin) {
  const { DEMO_ADMIN } = await import('../../mocks/serve.mjs');
  const answer = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!answer.ok) throw new Error(`sign-in at ${origin} answered ${answer.status}`);
  const { token, user } = await answer.json();
  return { token, user: JSON.stringify(user) };
}
