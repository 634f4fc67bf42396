// Idempotent writes: every write that changes points or progress (join, visit, redeem, reverse)
// sends an `Idempotency-Key`, fresh for each user action and the same on that action's retries, so
// a retry after a lost connection can never record a second visit or spend points twice. Those
// mutations, and only those, retry a lost connection at most twice (like queries); a server's
// answer, even a 5xx, is final for a write.
import { isNetworkError } from './api-error';

export const MAX_WRITE_RETRIES = 2;

/**
 * One key per user action: the action is the variables object given to `mutate` (a fresh object
 * on every click or key press), which TanStack Query passes unchanged to every retry.
 */
const keys = new WeakMap<object, string>();

export function idempotencyKeyOf(action: object): string {
  let key = keys.get(action);
  if (key === undefined) {
    key = crypto.randomUUID();
    keys.set(action, key);
  }
  return key;
}

/** The header params of an idempotent operation, for openapi-fetch's `params`. */
export const idempotencyHeader = (action: object) => ({
  'Idempotency-Key': idempotencyKeyOf(action),
});

/** A write is retried only when the connection was lost, at most twice. */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  return isNetworkError(error) && failureCount < MAX_WRITE_RETRIES;
}

/** The mutation options every idempotent write uses. */
export const idempotentRetry = {
  retry: shouldRetryWrite,
  retryDelay: (attempt: number) => 300 * 2 ** attempt,
} as const;
