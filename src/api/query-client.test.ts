import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetryQuery } from './query-client';

describe('query retries', () => {
  it.each([400, 401, 403, 404, 409])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, 'x'))).toBe(false);
  });

  it('retries a server fault or a lost connection at most twice', () => {
    for (const error of [
      new ApiError(500, 'x'),
      new ApiError(503, undefined),
      new ApiError(0, undefined),
    ]) {
      expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, error))).toEqual([
        true,
        true,
        false,
      ]);
    }
  });

  it('does not retry an error that did not come from the server', () => {
    expect(shouldRetryQuery(0, new Error('render bug'))).toBe(false);
  });
});
