// The Notifications tag: the broadcast messages members receive.
import { useQuery } from '@tanstack/react-query';
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
