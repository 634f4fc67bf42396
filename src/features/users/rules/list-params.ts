/** The Users list's state as kept in the address: `?search=…&page=…&limit=…`. */
import { normalizeSearch } from '@/lib/list-search';

export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** `page` counts from 1, as the server's does. */
export type ListParams = { page: number; limit: PageSize; search: string };

export const DEFAULT_LIST_PARAMS: ListParams = { page: 1, limit: 10, search: '' };

export function isPageSize(value: number): value is PageSize {
  return PAGE_SIZES.some((size) => size === value);
}

/** A whole number from 1 up written in plain digits, else undefined ('2.5', '-1', '1e3', '' are not). */
function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

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

/**
 * The list after the grid's footer asked for another page (`page` from 0, the grid's way) or
 * another page size; a new page size starts again from the first page.
 */
export function withGridPage(
  list: ListParams,
  model: { page: number; pageSize: number },
): ListParams {
  if (model.pageSize !== list.limit) {
    return isPageSize(model.pageSize) ? { ...list, limit: model.pageSize, page: 1 } : list;
  }
  return { ...list, page: Math.max(1, Math.floor(model.page) + 1) };
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
