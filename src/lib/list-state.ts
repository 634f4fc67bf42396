/**
 * A list's state as its address keeps it (`?search=…&page=…&limit=…&<filter>=…&sort=…&columns=…`),
 * declared once per list with `defineList`: its filters (each a zod schema reading the address's
 * text), its search, its sortable fields and default sort, and the columns an admin may hide.
 * Every list reads, writes and asks the server the same way.
 */
import * as z from 'zod/mini';
import { isPageSize, type PageSize, positiveInteger } from './list-paging';
import { normalizeSearch } from './list-search';

/** A filter reads the address's text; a text it refuses reads as no filter. */
export type FilterSchemas = Record<string, z.ZodMiniType<string | number | boolean>>;

/** The contract's `sort`: a field, `-` in front for the descending order. */
export type SortOf<S extends string> = S | `-${S}`;

/** The grid's way of saying a sort. */
export type GridSortItem = { field: string; sort?: 'asc' | 'desc' | null | undefined };

type FilterValues<F extends FilterSchemas> = { [K in keyof F]?: z.output<F[K]> };
type Sorted<S extends string> = [S] extends [never] ? unknown : { sort: SortOf<S> };

/** `page` counts from 1, as the server's does; `search` is '' in a list that has none. */
export type ListParams<F extends FilterSchemas = FilterSchemas, S extends string = never> = {
  page: number;
  limit: PageSize;
  search: string;
  /** The columns shown, where the admin chooses them (`AnyList`). */
  columns?: readonly string[];
} & Sorted<S> &
  FilterValues<F>;

/** The contract's query for a list state: the page, the search, the filters set and the sort. */
export type ListQuery<F extends FilterSchemas = FilterSchemas, S extends string = never> = {
  page?: number;
  limit?: PageSize;
  search?: string;
} & Sorted<S> &
  FilterValues<F>;

/**
 * What every list state has, whatever its filters. `columns`, in a list whose admin chooses its
 * columns, are the fields shown in the grid's order; absent when every column is shown.
 */
export type AnyList = {
  page: number;
  limit: PageSize;
  search: string;
  sort?: string;
  columns?: readonly string[];
};

/** A search or filter change: a value left undefined (or '') clears that filter. */
export type FilterChange<L> = Partial<Omit<L, 'page' | 'limit' | 'sort' | 'columns'>>;

/** A grid's columns by field, in order, and those always shown: the admin shows or hides the rest. */
export type ColumnChoice = { all: readonly string[]; fixed: readonly [string, ...string[]] };

export type ListDefinition<L extends AnyList, Q = unknown> = {
  /** The first page of the default size, unsearched, unfiltered, in the default order. */
  readonly defaults: L;
  /** True when the list has a sort the grid can change. */
  readonly sortable: boolean;
  /** The columns the admin may hide or show, where the list lets them choose. */
  readonly columns: ColumnChoice | undefined;
  /** Reads the list's state from the address; a missing or invalid value reads as its default. */
  parse(params: URLSearchParams): L;
  /** The address's query for a list state; defaults are left out, other parameters kept. */
  write(current: URLSearchParams, list: L): URLSearchParams;
  /** A new search or filter starts again from the first page; a cleared filter is left out. */
  withFilter(list: L, change: FilterChange<L>): L;
  /** True when a search or a filter narrows the list. */
  isFiltered(list: L): boolean;
  /**
   * The list after the grid's footer asked for another page (`page` from 0, the grid's way) or
   * another page size; a new page size starts again from the first page.
   */
  withGridPage(list: L, model: { page: number; pageSize: number }): L;
  /** The grid's sort model as the contract's `sort` (none is the default), from the first page. */
  withGridSort(list: L, model: readonly GridSortItem[]): L;
  /** The list showing these columns (those always shown are added; all of them: no choice kept). */
  withColumns(list: L, shown: readonly string[]): L;
  /** The contract's `sort` (the state's) as the grid's sort model. */
  gridSortOf(sort: string | undefined): { field: string; sort: 'asc' | 'desc' }[];
  /** A page past the last one with rows (an old link, rows removed since) becomes the last page. */
  withPageInRange(list: L, total: number): L;
  /** The query for the page shown. */
  queryOf(list: L): Q & { page: number; limit: PageSize };
  /** The query for every page (the CSV export): the search, filters and sort alone. */
  allPagesQueryOf(list: L): Q;
};

type ListConfig<F extends FilterSchemas, S extends string, L> = {
  /** The filters, in the order the address and the query list them. */
  filters?: F;
  /** True when the list has a search box (the address's `search`). */
  search?: boolean;
  /** The fields the server sorts by, and the order when the admin chose none. */
  sort?: { fields: readonly S[]; default: NoInfer<SortOf<S>> };
  /** The page size when the address gives none (10 unless said). */
  defaultLimit?: PageSize;
  /** A rule on the whole state once read (the audit log's days put the right way round). */
  tidy?: (list: L) => L;
  /** The grid's columns, where the admin chooses which are shown (`?columns=a,b`). */
  columns?: ColumnChoice;
};

/** The last page that has rows (page 1 when there are none). */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function defineList<
  const S extends string = never,
  F extends FilterSchemas = Record<never, never>,
>(config: ListConfig<F, S, ListParams<F, S>>): ListDefinition<ListParams<F, S>, ListQuery<F, S>> {
  type L = ListParams<F, S>;
  type Q = ListQuery<F, S>;
  const filters: FilterSchemas = config.filters ?? {};
  const filterNames = Object.keys(filters);
  const searchable = config.search ?? false;
  const sortFields: readonly string[] = config.sort?.fields ?? [];
  const defaultSort: string | undefined = config.sort?.default;
  const defaultLimit = config.defaultLimit ?? 10;
  const tidy = config.tidy ?? ((list: L) => list);
  const columnChoice = config.columns;

  /** The columns shown, in the grid's order; undefined when that is all of them (or no choice). */
  const shownColumns = (asked: Iterable<string>): string[] | undefined => {
    if (!columnChoice) return undefined;
    const wanted = new Set([...asked, ...columnChoice.fixed]);
    const shown = columnChoice.all.filter((field) => wanted.has(field));
    return shown.length < columnChoice.all.length ? shown : undefined;
  };

  // The state's generic parts are read and written through one loose view of it.
  type Loose = AnyList & Record<string, unknown>;
  const loose = (list: L) => list as unknown as Loose;
  const typed = (list: Loose) => list as unknown as L;

  const isSort = (value: string | null): value is string =>
    value !== null && sortFields.some((field) => value === field || value === `-${field}`);

  const defaults = typed({
    page: 1,
    limit: defaultLimit,
    search: '',
    ...(defaultSort === undefined ? {} : { sort: defaultSort }),
  });

  /** Filters set to nothing are left out, so that an equal state reads equal. */
  const withoutCleared = (list: Loose): Loose => {
    const next = { ...list };
    for (const name of filterNames)
      if (next[name] === undefined || next[name] === '') delete next[name];
    return next;
  };

  const filterValues = (list: Loose) => {
    const values: Record<string, unknown> = {};
    for (const name of filterNames) if (list[name] !== undefined) values[name] = list[name];
    return values;
  };

  const allPagesQueryOf = (list: L): Q => {
    const state = loose(list);
    return {
      ...(searchable && state.search ? { search: state.search } : {}),
      ...filterValues(state),
      ...(defaultSort === undefined ? {} : { sort: state.sort }),
    } as unknown as Q;
  };

  return {
    defaults,
    sortable: sortFields.length > 0,
    columns: columnChoice,

    parse(params) {
      const limit = positiveInteger(params.get('limit'));
      const sort = params.get('sort');
      const state: Loose = {
        page: positiveInteger(params.get('page')) ?? 1,
        limit: limit !== undefined && isPageSize(limit) ? limit : defaultLimit,
        search: searchable ? normalizeSearch(params.get('search') ?? '') : '',
      };
      for (const name of filterNames) {
        const read = filters[name]?.safeParse(params.get(name));
        if (read?.success) state[name] = read.data;
      }
      if (defaultSort !== undefined) state.sort = isSort(sort) ? sort : defaultSort;
      const columns = shownColumns(params.get('columns')?.split(',') ?? []);
      if (columns && params.has('columns')) state.columns = columns;
      return tidy(typed(state));
    },

    write(current, list) {
      const state = loose(list);
      const next = new URLSearchParams(current);
      const write = (name: string, value: unknown, fallback: string) =>
        value === undefined || String(value) === fallback
          ? next.delete(name)
          : next.set(name, String(value));
      if (searchable) write('search', normalizeSearch(state.search), '');
      write('page', state.page, '1');
      write('limit', state.limit, String(defaultLimit));
      for (const name of filterNames) write(name, state[name], '');
      if (defaultSort !== undefined) write('sort', state.sort, defaultSort);
      if (columnChoice) write('columns', state.columns?.join(','), '');
      return next;
    },

    withFilter(list, change) {
      const next = withoutCleared({ ...loose(list), ...change, page: 1 });
      next.search = searchable ? normalizeSearch(next.search ?? '') : '';
      return typed(next);
    },

    isFiltered(list) {
      const state = loose(list);
      return Boolean(state.search) || Object.keys(filterValues(state)).length > 0;
    },

    withGridPage(list, model) {
      if (model.pageSize !== list.limit)
        return isPageSize(model.pageSize) ? { ...list, limit: model.pageSize, page: 1 } : list;
      const page = Math.max(1, Math.floor(model.page) + 1);
      return page === list.page ? list : { ...list, page };
    },

    withGridSort(list, model) {
      if (defaultSort === undefined) return list;
      const [first] = model;
      const field = sortFields.find((f) => f === first?.field);
      const sort =
        !first?.sort || !field ? defaultSort : first.sort === 'desc' ? `-${field}` : field;
      // A sort that changes nothing (the grid dropping a sort it has no column for) keeps the page.
      return sort === loose(list).sort ? list : typed({ ...loose(list), sort, page: 1 });
    },

    withColumns(list, shown) {
      const next = { ...loose(list) };
      const columns = shownColumns(shown);
      if (columns) next.columns = columns;
      else delete next.columns;
      return typed(next);
    },

    gridSortOf(sort) {
      if (sort === undefined) return [];
      const field = sortFields.find((f) => f === sort.replace(/^-/, ''));
      return field ? [{ field, sort: sort.startsWith('-') ? 'desc' : 'asc' }] : [];
    },

    withPageInRange(list, total) {
      const last = lastPage(total, list.limit);
      return list.page > last ? { ...list, page: last } : list;
    },

    queryOf(list) {
      return { page: list.page, limit: list.limit, ...allPagesQueryOf(list) };
    },

    allPagesQueryOf,
  };
}
