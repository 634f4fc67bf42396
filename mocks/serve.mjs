// Serves the contract with Prism: `npm run mock [-- --port N]`. Every answer comes from openapi/openapi.yaml.
import { parseArgs } from 'node:util';
import { binPath, startNode, stopTogether } from '../scripts/lib/processes.mjs';

export const CONTRACT = 'openapi/openapi.yaml';

export function startMock(port) {
  const prism = binPath('@stoplight/prism-cli', 'dist/index.js');
  return startNode(prism, ['mock', CONTRACT, '--host', '127.0.0.1', '--port', String(port)], {
    name: 'prism',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
  stopTogether([startMock(port)]);
}
