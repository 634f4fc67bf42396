import { queryClient } from '@/api/query-client';
import { broadcastMessagesQuery } from '@/api/notifications';

/** Every broadcast message. */
export function broadcastLoader() {
  void queryClient.prefetchQuery(broadcastMessagesQuery());
  return null;
}
