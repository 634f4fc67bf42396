/** The catalogue's state as kept in the address: `?search=…&page=…&limit=…&active=true|false&sort=…`. */
import type { operations } from '@generated/api';
import { normalizeSearch } from '@/lib/list-search';
import {
  isPageSize,
  PAGE_SIZES,
  type PageSize,
  positiveInteger,
  withGridPage,
} from '@/lib/list-paging';
export { PAGE_SIZES, type PageSize, isPageSize, withGridPage };

type ListQuery = NonNullable<operations['listRewardCatalogue']['parameters']['query']>;
export type RewardSort = NonNullable<ListQuery['sort']>;

export const SORT_FIELDS = ['name', 'pointsRequired', 'redemptions', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const DEFAULT_SORT: RewardSort = '-createdAt';

export type RewardListParams = {
  page: number;
  limit: PageSize;
  search: string;
  active?: boolean;
  sort: RewardSort;
};

export function isSort(value: string | null): value is RewardSort {
  return value !== null && SORT_FIELDS.some((f) => value === f || value === `-${f}`);
}

/** Reads the list's state from the address; a missing or invalid value reads as its default. */
export function parseRewardList(params: URLSearchParams): RewardListParams {
  const limit = positiveInteger(params.get('limit'));
  const sort = params.get('sort');
  const active = params.get('active');
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit: limit !== undefined && isPageSize(limit) ? limit : 10,
    search: normalizeSearch(params.get('search') ?? ''),
    ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The address's query for a list state; defaults are left out, other parameters kept. */
export function withRewardList(current: URLSearchParams, list: RewardListParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const write = (name: string, value: string | number | boolean | undefined, fallback: string) =>
    value === undefined || String(value) === fallback
      ? next.delete(name)
      : next.set(name, String(value));
  write('search', normalizeSearch(list.search), '');
  write('page', list.page, '1');
  write('limit', list.limit, '10');
  write('active', list.active, '');
  write('sort', list.sort, DEFAULT_SORT);
  return next;
}

/** A new search or filter starts again from the first page. */
export function withFilter(
  list: RewardListParams,
  change: { search?: string; active?: boolean | undefined },
): RewardListParams {
  const next: RewardListParams = { ...list, ...change, page: 1 };
  if (next.active === undefined) delete next.active;
  next.search = normalizeSearch(next.search);
  return next;
}

/** The grid's sort model as the contract's `sort`; no sort is the default. */
export function withGridSort(
  list: RewardListParams,
  model: readonly { field: string; sort?: 'asc' | 'desc' | null | undefined }[],
): RewardListParams {
  const [first] = model;
  const field = SORT_FIELDS.find((f) => f === first?.field);
  if (!first?.sort || !field) return { ...list, sort: DEFAULT_SORT, page: 1 };
  return { ...list, sort: first.sort === 'desc' ? `-${field}` : field, page: 1 };
}

/** The contract's `sort` as the grid's sort model. */
export function gridSortOf(sort: RewardSort): { field: SortField; sort: 'asc' | 'desc' }[] {
  const field = SORT_FIELDS.find((f) => f === sort.replace(/^-/, ''));
  return field ? [{ field, sort: sort.startsWith('-') ? 'desc' : 'asc' }] : [];
}

/** The last page that has rows; a page past it is brought back. */
export function withPageInRange(list: RewardListParams, total: number): RewardListParams {
  const last = Math.max(1, Math.ceil(total / list.limit));
  return list.page > last ? { ...list, page: last } : list;
}

/** The query sent to GET /api/rewards for this state. */
export function rewardQueryOf(list: RewardListParams): ListQuery {
  return {
    page: list.page,
    limit: list.limit,
    ...(list.search ? { search: list.search } : {}),
    ...(list.active === undefined ? {} : { active: list.active }),
    sort: list.sort,
  };
}
