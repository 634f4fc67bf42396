// `npm start`: the Prism mock and the app's development server together; Ctrl-C stops both.
import { startMock } from '../mocks/serve.mjs';
import { binPath, startNode, stopTogether, waitForHttp } from './lib/processes.mjs';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const appPort = Number(process.env.PORT ?? 5173);

const mock = startMock(mockPort);
const vite = startNode(binPath('vite', 'bin/vite.js'), ['--host', '127.0.0.1'], {
  env: { MOCK_PORT: String(mockPort), PORT: String(appPort) },
  name: 'vite',
});
stopTogether([mock, vite]);

try {
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${mockPort}/api/notification/all`),
    waitForHttp(`http://127.0.0.1:${appPort}/`),
  ]);
  console.log(`\n  London Clinic admin is running: http://localhost:${appPort}/`);
  console.log(`  Mock API (Prism): http://127.0.0.1:${mockPort}/  ·  Ctrl-C stops both\n`);
} catch (error) {
  console.error(String(error));
}
