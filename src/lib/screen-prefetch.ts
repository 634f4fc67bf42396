/**
 * For the queries a route's loader sends: a failure is not asked for again when the screen
 * mounts, since the loader of this very visit has just asked (with the usual retries). Otherwise a
 * request that failed before the screen arrived (a 400 answers at once) would be sent twice.
 */
export const SENT_BY_THE_ROUTE = { retryOnMount: false } as const;
