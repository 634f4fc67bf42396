import type { components } from '@generated/api';
import type { BroadcastMessage } from './message-list';

export type BroadcastStatus = components['schemas']['BroadcastStatus'];

/** Where a message stands; one listed without a status was sent before schedules existed. */
export const statusOf = (message: BroadcastMessage): BroadcastStatus => message.status ?? 'sent';

/** Whole seconds until a message being sent goes (0 once its time has come). */
export function secondsLeft(message: BroadcastMessage, now: number): number {
  const at = Date.parse(message.sendAt ?? '');
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The next moment a waiting message's status changes by itself (its send time), if any. */
export function nextChange(messages: readonly BroadcastMessage[], now: number): number | undefined {
  let next: number | undefined;
  for (const message of messages) {
    const status = statusOf(message);
    if (status !== 'scheduled' && status !== 'sending') continue;
    const at = Date.parse(message.sendAt ?? '');
    if (!Number.isNaN(at) && at > now && (next === undefined || at < next)) next = at;
  }
  return next;
}
