import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { broadcastMessagesQuery } from '@/api/queries/broadcast-messages';

/** POST /api/notification/broadcast; the list is fetched again after a message is sent. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/notification/broadcast', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastMessagesQuery().queryKey }),
  });
}
