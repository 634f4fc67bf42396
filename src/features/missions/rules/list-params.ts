/**
 * The missions list's state as kept in the address:
 * `?search=…&page=…&limit=…&category=1|2&type=…&status=active|expired&sort=…`.
 */
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

type ListQuery = NonNullable<operations['listMissions']['parameters']['query']>;
export type MissionSort = NonNullable<ListQuery['sort']>;
export type MissionTypeFilter = NonNullable<ListQuery['type']>;
export type MissionStatus = NonNullable<ListQuery['status']>;
export type CategoryCode = NonNullable<ListQuery['category']>;

export const SORT_FIELDS = [
  'name',
  'pointsReward',
  'visitLimit',
  'dueDate',
  'participants',
  'completed',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const CATEGORIES = [1, 2] as const satisfies readonly CategoryCode[];
export const TYPES = ['VisitBased', 'PointBased'] as const satisfies readonly MissionTypeFilter[];
export const STATUSES = ['active', 'expired'] as const satisfies readonly MissionStatus[];

export type MissionListParams = {
  page: number;
  limit: PageSize;
  search: string;
  category?: CategoryCode;
  type?: MissionTypeFilter;
  status?: MissionStatus;
  sort: MissionSort;
};

export const DEFAULT_SORT: MissionSort = '-dueDate';
export const DEFAULT_MISSION_LIST: MissionListParams = {
  page: 1,
  limit: 10,
  search: '',
  sort: DEFAULT_SORT,
};

const oneOf = <T extends string | number>(known: readonly T[], value: string | null) =>
  known.find((k) => String(k) === value);

export function isSort(value: string | null): value is MissionSort {
  return value !== null && SORT_FIELDS.some((f) => value === f || value === `-${f}`);
}

/** Reads the list's state from the address; a missing or invalid value reads as its default. */
export function parseMissionList(params: URLSearchParams): MissionListParams {
  const limit = positiveInteger(params.get('limit'));
  const sort = params.get('sort');
  const category = oneOf(CATEGORIES, params.get('category'));
  const type = oneOf(TYPES, params.get('type'));
  const status = oneOf(STATUSES, params.get('status'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit: limit !== undefined && isPageSize(limit) ? limit : 10,
    search: normalizeSearch(params.get('search') ?? ''),
    ...(category === undefined ? {} : { category }),
    ...(type === undefined ? {} : { type }),
    ...(status === undefined ? {} : { status }),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The address's query for a list state; defaults are left out, other parameters kept. */
export function withMissionList(
  current: URLSearchParams,
  list: MissionListParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const write = (name: string, value: string | number | undefined, fallback: string) =>
    value === undefined || String(value) === fallback
      ? next.delete(name)
      : next.set(name, String(value));
  write('search', normalizeSearch(list.search), '');
  write('page', list.page, '1');
  write('limit', list.limit, '10');
  write('category', list.category, '');
  write('type', list.type, '');
  write('status', list.status, '');
  write('sort', list.sort, DEFAULT_SORT);
  return next;
}

/** A new search or filter starts again from the first page. */
export function withFilter(
  list: MissionListParams,
  change: Partial<Pick<MissionListParams, 'search' | 'category' | 'type' | 'status'>>,
): MissionListParams {
  const next: MissionListParams = { ...list, ...change, page: 1 };
  for (const key of ['category', 'type', 'status'] as const)
    if (next[key] === undefined) delete next[key];
  next.search = normalizeSearch(next.search);
  return next;
}

/** The grid's sort model as the contract's `sort`; no sort is the default. */
export function withGridSort(
  list: MissionListParams,
  model: readonly { field: string; sort?: 'asc' | 'desc' | null | undefined }[],
): MissionListParams {
  const [first] = model;
  const field = SORT_FIELDS.find((f) => f === first?.field);
  if (!first?.sort || !field) return { ...list, sort: DEFAULT_SORT, page: 1 };
  return { ...list, sort: first.sort === 'desc' ? `-${field}` : field, page: 1 };
}

/** The contract's `sort` as the grid's sort model. */
export function gridSortOf(sort: MissionSort): { field: SortField; sort: 'asc' | 'desc' }[] {
  const field = sort.replace(/^-/, '');
  const known = SORT_FIELDS.find((f) => f === field);
  return known ? [{ field: known, sort: sort.startsWith('-') ? 'desc' : 'asc' }] : [];
}

export function lastPage(total: number, limit: PageSize): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function withPageInRange(list: MissionListParams, total: number): MissionListParams {
  const last = lastPage(total, list.limit);
  return list.page > last ? { ...list, page: last } : list;
}

/** The query sent to GET /api/missions for this state (paging left out for the CSV export). */
export function missionQueryOf(list: MissionListParams, paged = true): ListQuery {
  return {
    ...(paged ? { page: list.page, limit: list.limit } : {}),
    ...(list.search ? { search: list.search } : {}),
    ...(list.category === undefined ? {} : { category: list.category }),
    ...(list.type === undefined ? {} : { type: list.type }),
    ...(list.status === undefined ? {} : { status: list.status }),
    sort: list.sort,
  };
}
