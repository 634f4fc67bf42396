import { useQuery } from '@tanstack/react-query';
import { broadcastMessagesQuery } from '@/api/queries/broadcast-messages';

/** The broadcast list: fetched when the screen opens, kept fresh for a minute across visits. */
export function useBroadcastMessages() {
  return useQuery({ ...broadcastMessagesQuery(), select: (data) => data.messages });
}
