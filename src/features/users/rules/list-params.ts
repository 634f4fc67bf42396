/** The Users list's state as kept in the address: `?search=…&page=…&limit=…`. */
import { normalizeSearch } from '@/lib/list-search';
import {
  isPageSize,
  PAGE_SIZES,
  type PageSize,
  positiveInteger,
  withGridPage,
} from '@/lib/list-paging';
export { PAGE_SIZES, type PageSize, isPageSize, withGridPage };

/** `page` counts from 1, as the server's does. */
export type ListParams = { page: number; limit: PageSize; search: string };

export const DEFAULT_LIST_PARAMS: ListParams = { page: 1, limit: 10, search: '' };

/** Reads the list's state from the address; a missing or invalid value reads as its default. */
export function parseListParams(params: URLSearchParams): ListParams {
  const page = positiveInteger(params.get('page')) ?? DEFAULT_LIST_PARAMS.page;
  const limit = positiveInteger(params.get('limit'));
  return {
    page,
    limit: limit !== undefined && isPageSize(limit) ? limit : DEFAULT_LIST_PARAMS.limit,
    search: normalizeSearch(params.get('search') ?? ''),
  };
}

/**
 * The address's query for a list state. Defaults are left out (`/apps/users` is page 1 of 10,
 * unsearched, the address the header's search and the sidebar open); other parameters are kept.
 */
export function withListParams(current: URLSearchParams, list: ListParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const write = (name: string, value: string, defaultValue: string) =>
    value === defaultValue ? next.delete(name) : next.set(name, value);
  write('search', normalizeSearch(list.search), DEFAULT_LIST_PARAMS.search);
  write('page', String(list.page), String(DEFAULT_LIST_PARAMS.page));
  write('limit', String(list.limit), String(DEFAULT_LIST_PARAMS.limit));
  return next;
}

/** A new search starts again from the first page. */
export function withSearch(list: ListParams, search: string): ListParams {
  return { ...list, search: normalizeSearch(search), page: 1 };
}

/** The last page for this many members (page 1 when there are none). */
export function lastPage(total: number, limit: PageSize): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** A page past the end (an old link, or members removed since) becomes the last page. */
export function withPageInRange(list: ListParams, total: number): ListParams {
  const last = lastPage(total, list.limit);
  return list.page > last ? { ...list, page: last } : list;
}
