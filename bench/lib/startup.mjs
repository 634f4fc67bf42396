// Row 5: from `npm start` (scripts/start.mjs: Prism mock + Vite dev server) to a usable sign-in screen.
import { newContext } from './browser.mjs';
import { ROOT, startProgram, stopProgram, waitForHttp } from './servers.mjs';

/** Starts `npm start`'s script on its own ports, times it, stops it by its pid (`track` sees it). */
export async function measureStartup(browser, { mockPort, appPort }, track = () => {}) {
  const started = performance.now();
  const app = startProgram(`${ROOT}scripts/start.mjs`, [], {
    MOCK_PORT: String(mockPort),
    PORT: String(appPort),
  });
  track(app);
  try {
    const origin = `http://127.0.0.1:${appPort}`;
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${mockPort}/api/notification/all`, 120_000),
      waitForHttp(`${origin}/`, 120_000),
    ]);
    const serving = performance.now() - started;
    const context = await newContext(browser, origin, false);
    const page = await context.newPage();
    await page.goto(`${origin}/auth/boxed-signin`, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 120_000 });
    const usable = performance.now() - started;
    await context.close();
    return { serving, usable };
  } finally {
    await stopProgram(app);
  }
}
