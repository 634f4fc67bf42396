import { queryClient } from '@/api/query-client';
import { broadcastMessagesQuery } from '@/api/queries/broadcast-messages';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';

/** Every broadcast message. */
export const prefetchBroadcastScreen: ScreenPrefetch = () => {
  void queryClient.prefetchQuery(broadcastMessagesQuery());
};
