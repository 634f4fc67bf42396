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

/**
 * PUT /api/notification/{id}: a scheduled message's new text or time, sent with the version it
 * was edited from as If-Match (a 412 says who changed it meanwhile).
 */
export function useUpdateBroadcast() {
  return useWrite('put', '/api/notification/{id}', {
    refreshes: () => [broadcastMessagesQuery()],
  });
}

/** POST /api/notification/{id}/cancel: cancels a scheduled message, or stops one being sent. */
export function useCancelBroadcast() {
  return useWrite('post', '/api/notification/{id}/cancel', {
    refreshes: () => [broadcastMessagesQuery()],
  });
}
