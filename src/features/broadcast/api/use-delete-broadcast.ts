import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { broadcastMessagesQuery } from '@/api/queries/broadcast-messages';

/** DELETE /api/notification/{id}; the list is fetched again after a message is deleted. */
export function useDeleteBroadcast() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/notification/{id}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastMessagesQuery().queryKey }),
  });
}
