/**
 * The screen tests' ports (vite.config.ts, project `screens`): the Prism mock their global setup
 * starts, and the server that hands the tests to Chromium. Uncommon ones, so a developer's own
 * `npm start` is never reused; SCREENS_MOCK_PORT / SCREENS_BROWSER_PORT move them, so two runs can
 * go on side by side.
 */
export const SCREENS_MOCK_PORT = Number(process.env.SCREENS_MOCK_PORT ?? 27030);
export const SCREENS_BROWSER_PORT = Number(process.env.SCREENS_BROWSER_PORT ?? 27031);
