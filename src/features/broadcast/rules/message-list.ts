import type { components } from '@generated/api';
import type { PageRequest } from '@/lib/paging';

export type BroadcastMessage = components['schemas']['BroadcastMessage'];
export type PageWindow = { from: number; to: number; total: number };

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE: PageRequest = { page: 0, pageSize: 10 };

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

/** True when two pages hold the same messages in the same order. */
export function sameRows(a: readonly BroadcastMessage[], b: readonly BroadcastMessage[]): boolean {
  return a === b || (a.length === b.length && a.every((message, index) => message === b[index]));
}

/** 'Showing {from} to {to} of {total} entries': positions count from 1; 0 to 0 of 0 when empty. */
export function pageWindow(total: number, { page, pageSize }: PageRequest): PageWindow {
  if (total === 0) return { from: 0, to: 0, total: 0 };
  return { from: page * pageSize + 1, to: Math.min(total, (page + 1) * pageSize), total };
}

/** A new search starts again from the first page, keeping the page size (the same object when already there). */
export function pageAfterSearch(current: PageRequest): PageRequest {
  return current.page === 0 ? current : { ...current, page: 0 };
}

/** The page the grid asks for; a new page size starts again from the first page. */
export function pageAfterPaging(current: PageRequest, requested: PageRequest): PageRequest {
  return requested.pageSize === current.pageSize ? requested : { ...requested, page: 0 };
}
