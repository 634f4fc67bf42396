// The Notifications tag: the broadcast messages members receive.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api } from './client';
import { useWrite } from './write';

/** GET /api/notification/all: every broadcast message, newest first. */
export const broadcastMessagesQuery = () => $api.queryOptions('get', '/api/notification/all');

/** The broadcast list: fetched when the screen opens, kept fresh for a minute across visits. */
export function useBroadcastMessages() {
  return useQuery({
    ...broadcastMessagesQuery(),
    ...SENT_BY_THE_ROUTE,
    select: (data) => data.messages,
  });
}

type MarketingChannel = components['schemas']['MarketingChannel'];

/**
 * GET /api/notification/reach: how many members an audience (`all`, `view:<id>`, `tier:<tier>`)
 * holds and a message on the channel reaches. Counted afresh each time the send dialog opens (a
 * consent may have changed since); the last count stays on screen while the next one comes.
 */
export function useBroadcastReach(audience: string, channel: MarketingChannel) {
  return useQuery({
    ...$api.queryOptions('get', '/api/notification/reach', {
      params: { query: { audience, channel } },
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/notification/broadcast; the list is fetched again after a message is sent. */
export function useSendBroadcast() {
  return useWrite('post', '/api/notification/broadcast', {
    refreshes: () => [broadcastMessagesQuery()],
  });
}

/** DELETE /api/notification/{id}; the list is fetched again after a message is deleted. */
export function useDeleteBroadcast() {
  return useWrite('delete', '/api/notification/{id}', {
    refreshes: () => [broadcastMessagesQuery()],
  });
}
