import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { ActionKey, declaresIdempotencyKey, shouldRetryWrite } from './idempotency';

describe('idempotency keys', () => {
  it('keeps the key while the same request is sent again without a final answer', () => {
    const key = new ActionKey();
    const request = { body: { amount: 50 } };
    const first = key.keyFor(request);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    key.failed(new ApiError(0, undefined));
    expect(key.keyFor({ body: { amount: 50 } })).toBe(first);
    key.failed(new ApiError(500, 'Internal server error'));
    expect(key.keyFor(request)).toBe(first);
  });

  it('makes a fresh key after a success, a refusal, or for another request', () => {
    const key = new ActionKey();
    const request = { body: { amount: 50 } };
    const first = key.keyFor(request);
    expect(key.keyFor({ body: { amount: 60 } })).not.toBe(first);
    const second = key.keyFor(request);
    key.done();
    const third = key.keyFor(request);
    expect(third).not.toBe(second);
    key.failed(new ApiError(409, 'Balance cannot go below zero'));
    expect(key.keyFor(request)).not.toBe(third);
  });

  it('knows the operations whose contract declares the header', () => {
    expect(declaresIdempotencyKey('post', '/api/vouchers/redeem')).toBe(true);
    expect(declaresIdempotencyKey('post', '/api/users/{userId}/points-adjustments')).toBe(true);
    expect(declaresIdempotencyKey('post', '/api/rewards')).toBe(false);
    expect(declaresIdempotencyKey('delete', '/api/rewards/{rewardId}')).toBe(false);
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
