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
