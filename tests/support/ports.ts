/** Uncommon ports, so a developer's own `npm start` (4010 / 5173) is never reused by mistake. */
export const MOCK_PORT = 47010;
export const APP_PORT = 47173;
export const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
