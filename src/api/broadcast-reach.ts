// The Notifications tag's reach of a broadcast, apart from src/api/notifications.ts: only the send
// dialog (loaded on demand) asks for it, so the list's first visit does not carry it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { $api } from './client';

type MarketingChannel = components['schemas']['MarketingChannel'];

/**
 * GET /api/notification/reach: how many members an audience (`all`, `view:<id>`, `tier:<tier>`)
 * holds and a message on the channel reaches. Counted afresh each time the send dialog opens (a
 * consent may have changed since); the last count stays on screen while the next one comes. Not
 * asked while a scheduled message is edited (its audience stays as sent).
 */
export function useBroadcastReach(audience: string, channel: MarketingChannel, enabled = true) {
  return useQuery({
    ...$api.queryOptions('get', '/api/notification/reach', {
      params: { query: { audience, channel } },
    }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
