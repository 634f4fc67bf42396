// Starts Prism, answering from the contract's examples, for the screen tests (vite.config.ts
// proxies the app's /api there), and stops it when they end.
import type { ChildProcess } from 'node:child_process';
import { startMock } from '../../mocks/serve.mjs';
import { waitForHttp } from '../../mocks/lib/processes.mjs';
import { SCREENS_MOCK_PORT } from './screens-port';

let prism: ChildProcess | undefined;

export async function setup() {
  prism = startMock(SCREENS_MOCK_PORT, { quiet: true });
  await waitForHttp(`http://127.0.0.1:${SCREENS_MOCK_PORT}/api/notification/all`, 60_000);
}

export function teardown() {
  prism?.kill('SIGTERM');
}
