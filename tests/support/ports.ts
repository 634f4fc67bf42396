/**
 * Uncommon ports, so a developer's own `npm start` (4010 / 5173) is never reused by mistake.
 * E2E_MOCK_PORT / E2E_APP_PORT move them, so two test runs can go on side by side.
 */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 27010);
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 27173);
export const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;

/**
 * The second pair, for the flows against the offline back end (tests/offline-back-end/): Prism's
 * validating proxy, the store behind it, and a second preview of the app that talks to them.
 * E2E_OFFLINE_PORT / E2E_OFFLINE_STORE_PORT / E2E_OFFLINE_APP_PORT move them.
 */
export const OFFLINE_PORT = Number(process.env.E2E_OFFLINE_PORT ?? 27020);
export const OFFLINE_STORE_PORT = Number(process.env.E2E_OFFLINE_STORE_PORT ?? 27021);
export const OFFLINE_APP_PORT = Number(process.env.E2E_OFFLINE_APP_PORT ?? 27174);
export const OFFLINE_ORIGIN = `http://127.0.0.1:${OFFLINE_PORT}`;
export const OFFLINE_STORE_ORIGIN = `http://127.0.0.1:${OFFLINE_STORE_PORT}`;
export const OFFLINE_APP_ORIGIN = `http://127.0.0.1:${OFFLINE_APP_PORT}`;
