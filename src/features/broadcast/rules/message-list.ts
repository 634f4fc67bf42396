import type { components } from '@generated/api';
import type { PageRequest } from '@/lib/paging';

export type BroadcastMessage = components['schemas']['BroadcastMessage'];
export type PageWindow = { from: number; to: number; total: number };

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE: PageRequest = { page: 0, pageSize: 10 };

/** The messages whose body contains the search text, ignoring case; all of them for an empty search. */
export function filterMessages(
  messages: readonly BroadcastMessage[],
  search: string,
): readonly BroadcastMessage[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return messages;
  return messages.filter((message) => message.body.toLocaleLowerCase().includes(needle));
}

/** 'Showing {from} to {to} of {total} entries': positions count from 1; 0 to 0 of 0 when empty. */
export function pageWindow(total: number, { page, pageSize }: PageRequest): PageWindow {
  if (total === 0) return { from: 0, to: 0, total: 0 };
  return { from: page * pageSize + 1, to: Math.min(total, (page + 1) * pageSize), total };
}
