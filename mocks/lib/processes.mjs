import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Absolute path of a file inside an installed package (bin entries are run with this same Node). */
export function binPath(pkg, relative) {
  return fileURLToPath(new URL(`../../node_modules/${pkg}/${relative}`, import.meta.url));
}

/** Starts a Node program as a child, sharing this terminal (`quiet`: its output is dropped). */
export function startNode(entry, args, { env = {}, name, quiet = false } = {}) {
  const child = spawn(process.execPath, [entry, ...args], {
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, SCARF_ANALYTICS: 'false', ...env },
  });
  child.on('error', (error) => console.error(`${name ?? entry}: ${error.message}`));
  return child;
}

/** Stops every child on Ctrl-C, on termination, and when any one of them exits. */
export function stopTogether(children) {
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
}

/** Resolves once an HTTP server answers on the address (any status), or rejects after the timeout. */
export async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
