import { useQuery } from '@tanstack/react-query';
import { broadcastMessagesQuery } from '@/api/queries/broadcast-messages';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';

/** The broadcast list: fetched when the screen opens, kept fresh for a minute across visits. */
export function useBroadcastMessages() {
  return useQuery({
    ...broadcastMessagesQuery(),
    ...SENT_BY_THE_ROUTE,
    select: (data) => data.messages,
  });
}
