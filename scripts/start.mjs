// `npm start [-- --members N --seed S --today YYYY-MM-DD --latency MS]`: the offline back end
// (Prism validating in front of the in-memory store) and the app's development server together;
// Ctrl-C stops both.
import { DEMO_ACCOUNTS, DEMO_ADMIN, parseMockArgs, startOfflineBackEnd } from '../mocks/serve.mjs';
import { binPath, startNode, stopTogether, waitForHttp } from '../mocks/lib/processes.mjs';

const options = parseMockArgs();
const mockPort = options.port;
const appPort = Number(process.env.PORT ?? 5173);

const { prism, store } = await startOfflineBackEnd(options).catch((error) => {
  // A bad --today, an unknown --scenario, a --fault the store refuses: the reason, not a stack.
  console.error(`  Offline back end not started: ${error.message}`);
  process.exit(2);
});
const vite = startNode(binPath('vite', 'bin/vite.js'), ['--host', '127.0.0.1'], {
  env: { MOCK_PORT: String(mockPort), PORT: String(appPort) },
  name: 'vite',
});
stopTogether([prism, vite]);
process.on('exit', () => void store.close());

try {
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${mockPort}/api/notification/all`),
    waitForHttp(`http://127.0.0.1:${appPort}/`),
  ]);
  console.log(`\n  London Clinic admin is running: http://localhost:${appPort}/`);
  console.log(`  Sign in as ${DEMO_ADMIN.email}  password ${DEMO_ADMIN.password}`);
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS).filter(
    ([role]) => role !== 'administrator',
  ))
    console.log(`  or as the ${role}: ${account.email}  password ${account.password}`);
  console.log(
    `  Offline back end: http://127.0.0.1:${mockPort}/ (Prism validating the store on ${store.url}; ` +
      `POST ${store.url}/__mock/reset restores the seed)  ·  Ctrl-C stops both\n`,
  );
} catch (error) {
  console.error(String(error));
}
