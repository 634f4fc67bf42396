import { describe, expect, it } from 'vitest';
import type { BroadcastMessage } from './message-list';
import { secondsLeft, statusOf } from './message-status';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const message = (fields: Partial<BroadcastMessage> = {}): BroadcastMessage => ({
  _id: '0'.repeat(24),
  body: 'Hello',
  createdAt: '2026-11-27T09:59:30.000Z',
  ...fields,
});

describe('statusOf', () => {
  it('reads a message without a status as sent', () => {
    expect(statusOf(message())).toBe('sent');
    expect(statusOf(message({ status: 'cancelled' }))).toBe('cancelled');
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds up to the send time, never below 0', () => {
    const sending = message({ status: 'sending', sendAt: '2026-11-27T10:00:30.000Z' });
    expect(secondsLeft(sending, NOW)).toBe(30);
    expect(secondsLeft(sending, NOW + 29_001)).toBe(1);
    expect(secondsLeft(sending, NOW + 30_000)).toBe(0);
    expect(secondsLeft(sending, NOW + 99_000)).toBe(0);
    expect(secondsLeft(message(), NOW)).toBe(0);
  });
});
