/** The advertisements list's state as kept in the address: `?status=…&page=…&limit=…`. */
import type { components } from '@generated/api';
import type { AdvertisementListQuery } from '@/api/advertisements';
import { PAGE_SIZES, type PageSize, positiveInteger } from '@/lib/list-paging';
export { PAGE_SIZES, type PageSize };

export type Advertisement = components['schemas']['Advertisement'];
export type AdvertisementStatus = components['schemas']['AdvertisementStatus'];

export const STATUSES = [
  'live',
  'scheduled',
  'ended',
  'inactive',
] as const satisfies readonly AdvertisementStatus[];
export const DEFAULT_LIMIT: PageSize = 20;

export type AdvertisementListParams = {
  page: number;
  limit: PageSize;
  status?: AdvertisementStatus;
};

/** Reads the list's state from the address; a missing or invalid value reads as its default. */
export function parseAdvertisementList(params: URLSearchParams): AdvertisementListParams {
  const limit = PAGE_SIZES.find((size) => size === positiveInteger(params.get('limit')));
  const status = STATUSES.find((s) => s === params.get('status'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit: limit ?? DEFAULT_LIMIT,
    ...(status ? { status } : {}),
  };
}

/** The address's query for a list state; defaults are left out, other parameters kept. */
export function withAdvertisementList(
  current: URLSearchParams,
  list: AdvertisementListParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const write = (name: string, value: string | number | undefined, fallback: string) =>
    value === undefined || String(value) === fallback
      ? next.delete(name)
      : next.set(name, String(value));
  write('page', list.page, '1');
  write('limit', list.limit, String(DEFAULT_LIMIT));
  write('status', list.status, '');
  return next;
}

/** The contract's query for a list state. */
export function advertisementQueryOf(list: AdvertisementListParams): AdvertisementListQuery {
  return {
    page: list.page,
    limit: list.limit,
    ...(list.status ? { status: list.status } : {}),
  };
}

/** The last page that has rows (a delete may empty the page shown). */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
