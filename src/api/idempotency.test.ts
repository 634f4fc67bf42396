import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { idempotencyHeader, idempotencyKeyOf, shouldRetryWrite } from './idempotency';

describe('idempotency keys', () => {
  it('gives one action the same key every time, and another action another key', () => {
    const action = { memberId: 'a', missionId: 'b' };
    const again = { memberId: 'a', missionId: 'b' };
    expect(idempotencyKeyOf(action)).toBe(idempotencyKeyOf(action));
    expect(idempotencyKeyOf(again)).not.toBe(idempotencyKeyOf(action));
    expect(idempotencyHeader(action)).toEqual({ 'Idempotency-Key': idempotencyKeyOf(action) });
    expect(idempotencyKeyOf(action)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a write only on a lost connection, at most twice', () => {
    const lost = new ApiError(0, undefined);
    expect(shouldRetryWrite(0, lost)).toBe(true);
    expect(shouldRetryWrite(1, lost)).toBe(true);
    expect(shouldRetryWrite(2, lost)).toBe(false);
    expect(shouldRetryWrite(0, new ApiError(500, 'Internal server error'))).toBe(false);
    expect(shouldRetryWrite(0, new ApiError(409, 'Mission already completed'))).toBe(false);
    expect(shouldRetryWrite(0, new Error('boom'))).toBe(false);
  });
});
