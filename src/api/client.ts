import createFetchClient from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from '@generated/api';
import { sessionMiddleware } from './middleware';

/** The back end's address; unset, the app calls its own origin, which proxies /api to the mock. */
const baseUrl = import.meta.env.VITE_API_BASE_URL || window.location.origin;

/** The one HTTP client: typed by the contract, the only way the app reaches a server. */
export const api = createFetchClient<paths>({
  baseUrl,
  // Read at call time so tests (and service workers) can replace the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
api.use(sessionMiddleware);

/** TanStack Query hooks and query options over the same client. */
export const $api = createQueryHooks(api);

/**
 * `select` for a list operation that also answers text/csv (its export): a page asked as JSON is
 * never a string, but the contract's type says it could be; such an answer reads as `empty`.
 */
export const pageOrEmpty =
  <E>(empty: E) =>
  <T extends object>(data: T | string): T | E =>
    typeof data === 'string' ? empty : data;
