import type { Params } from 'react-router';

/** Where the admin is going: the address and the route's parameters. */
export type ScreenTarget = { url: URL; params: Params };

/**
 * Sends a screen's first requests as soon as the admin heads for it, beside the route's own code
 * and translations, instead of after the screen first renders. The screen then finds the answers
 * in the cache (or on their way) and asks for nothing twice.
 */
export type ScreenPrefetch = (target: ScreenTarget) => void;

/**
 * For the queries a route's loader sends: a failure is not asked for again when the screen
 * mounts, since the loader of this very visit has just asked (with the usual retries). Otherwise a
 * request that failed before the screen arrived (a 400 answers at once) would be sent twice.
 */
export const SENT_BY_THE_ROUTE = { retryOnMount: false } as const;
