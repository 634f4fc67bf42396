/** A promise that carries its outcome the way React's `use` reads it. */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks a promise with its outcome once it settles. `use` reads a promise marked fulfilled at
 * once; any other promise suspends the component for at least a turn, and React then holds the
 * Suspense boundary back for up to 300 ms after its fallback, even when the value was already
 * there.
 */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  promise.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}

/** A value already known, as a promise `use` reads without suspending. */
export function fulfilled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
