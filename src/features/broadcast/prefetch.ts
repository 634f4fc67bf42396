import { queryClient } from '@/api/query-client';
import { broadcastMessagesQuery } from '@/api/queries/broadcast-messages';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';
import { BroadcastGrid } from './components/broadcast-grid-on-demand';

/** Every broadcast message, and the grid's code to show them in. */
export const prefetchBroadcastScreen: ScreenPrefetch = () => {
  void queryClient.prefetchQuery(broadcastMessagesQuery());
  void BroadcastGrid.preload();
};
