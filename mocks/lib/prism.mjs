// Starts Prism (the same Node, from its JS entry) and keeps what it reports about each answer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { binPath } from './processes.mjs';

const PRISM = binPath('@stoplight/prism-cli', 'dist/index.js');
export const PRISM_ERROR = 'https://stoplight.io/prism/errors#';

/** A port that was free a moment ago on 127.0.0.1 (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `prism <mode> <contract> [...extra]` on 127.0.0.1 and resolves once it listens.
 * Resolves `{ url, pid, lines, mark, upstreamStatus, stop }`; Prism's output is kept, not shown.
 */
export async function startPrism(mode, contract, extra = [], { port, timeoutMs = 30_000 } = {}) {
  const chosen = port ?? (await freePort());
  const args = [PRISM, mode, contract, ...extra, '--host', '127.0.0.1', '--port', String(chosen)];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SCARF_ANALYTICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const lines = [];
  let pending = '';
  const collect = (chunk) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // Never outlive this process, even when it ends without calling stop().
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      const force = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve(undefined);
      });
      child.kill('SIGTERM');
    });

  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      stop().then(() => reject(new Error(`Prism did not start within ${timeoutMs} ms`)));
    }, timeoutMs);
    const onData = () => {
      if (lines.some((line) => line.includes('Prism is listening'))) {
        cleanup();
        resolve(undefined);
      }
    };
    const onExit = (code) => {
      cleanup();
      const tail = [...lines, pending].filter(Boolean).slice(-8).join('\n');
      reject(new Error(`Prism stopped before listening (exit ${code}):\n${tail}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });

  return {
    url: `http://127.0.0.1:${chosen}`,
    pid: child.pid,
    lines,
    /** The position in the log before a request, to read what Prism said about it afterwards. */
    mark: () => lines.length,
    /** The status the upstream answered with, from Prism's log after `mark` (proxy mode). */
    async upstreamStatus(mark, waitMs = 1000) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        for (const line of lines.slice(mark)) {
          const found = line.match(/has returned (\d{3})/);
          if (found) return Number(found[1]);
        }
        if (Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop,
  };
}
