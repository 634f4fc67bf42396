/**
 * Uncommon ports, so a developer's own `npm start` (4010 / 5173) is never reused by mistake.
 * E2E_MOCK_PORT / E2E_APP_PORT move them, so two test runs can go on side by side.
 */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 47010);
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 47173);
export const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
