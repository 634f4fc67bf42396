import type { components } from '@generated/api';
import { defineList } from '@/lib/list-state';

export type BroadcastMessage = components['schemas']['BroadcastMessage'];

/**
 * The messages' page, page size and search: paged and searched in the app (the list comes whole),
 * kept by the screen, not the address. A new search or page size starts again from the first page.
 */
export const messageList = defineList({ search: true });
export type MessageListParams = ReturnType<typeof messageList.parse>;

/**
 * Each list's bodies in lower case, made once per list (a list is replaced, never changed, when it
 * is fetched again): a keystroke over 100,000 messages then only compares strings.
 */
const loweredBodies = new WeakMap<readonly BroadcastMessage[], readonly string[]>();

function loweredBodiesOf(messages: readonly BroadcastMessage[]): readonly string[] {
  let lowered = loweredBodies.get(messages);
  if (!lowered) {
    lowered = messages.map((message) => message.body.toLocaleLowerCase());
    loweredBodies.set(messages, lowered);
  }
  return lowered;
}

/** The messages whose body contains the search text, ignoring case; all of them for an empty search. */
export function filterMessages(
  messages: readonly BroadcastMessage[],
  search: string,
): readonly BroadcastMessage[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return messages;
  const lowered = loweredBodiesOf(messages);
  return messages.filter((_message, index) => lowered[index]?.includes(needle));
}
