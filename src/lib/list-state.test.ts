import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { PAGE_SIZES } from './list-paging';
import { normalizeSearch, SEARCH_MAX_LENGTH } from './list-search';
import { defineList, lastPage, type ListParams } from './list-state';

/** A searched list with no filter or sort (the Users list). */
const plain = defineList({ search: true });
/** A searched, filtered and sorted list (the catalogue's shape). */
const catalogue = defineList({
  search: true,
  filters: {
    active: z.stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' }),
    status: z.enum(['open', 'closed']),
  },
  sort: { fields: ['name', 'points', 'createdAt'], default: '-createdAt' },
});
type Catalogue = ListParams<
  { active: z.ZodType<boolean>; status: z.ZodType<'open' | 'closed'> },
  'name' | 'points' | 'createdAt'
>;

const parse = (query: string) => plain.parse(new URLSearchParams(query));
const write = (list: ListParams, current = '') =>
  plain.write(new URLSearchParams(current), list).toString();

describe('reading the address', () => {
  it('reads page 1 of 10, unsearched, from an empty address', () => {
    expect(parse('')).toEqual({ page: 1, limit: 10, search: '' });
    expect(plain.defaults).toEqual({ page: 1, limit: 10, search: '' });
  });

  it('reads page, limit and search', () => {
    expect(parse('?page=3&limit=20&search=Zo%C3%AB')).toEqual({
      page: 3,
      limit: 20,
      search: 'Zoë',
    });
    expect(parse('limit=50')).toEqual({ page: 1, limit: 50, search: '' });
  });

  it.each(['0', '-1', '2.5', '1e3', 'abc', '', ' ', '0x10', '99999999999999999999'])(
    'reads page %j as 1',
    (page) => {
      expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
    },
  );

  it.each(['5', '15', '100', '0', '-10', '10.0', 'ten', ''])('reads limit %j as 10', (limit) => {
    expect(parse(`limit=${encodeURIComponent(limit)}`).limit).toBe(10);
  });

  it('reads a missing or invalid page size as the list’s own default', () => {
    const banners = defineList({ defaultLimit: 20 });
    expect(banners.parse(new URLSearchParams('limit=7'))).toEqual({
      page: 1,
      limit: 20,
      search: '',
    });
  });

  it('trims the search and keeps at most 100 characters', () => {
    expect(parse('search=%20%20layla%20').search).toBe('layla');
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('keeps searches in any script, with the characters that mean something in a query', () => {
    const search = "王小明 & O'Brien+1 #2";
    expect(parse(new URLSearchParams({ search }).toString()).search).toBe(search);
  });

  it('reads no search in a list that has none', () => {
    expect(defineList({}).parse(new URLSearchParams('search=x'))).toEqual({
      page: 1,
      limit: 10,
      search: '',
    });
  });

  it('reads each filter through its schema, and an invalid value as no filter', () => {
    expect(
      catalogue.parse(new URLSearchParams('active=false&status=open&sort=points&page=2')),
    ).toEqual({ page: 2, limit: 10, search: '', active: false, status: 'open', sort: 'points' });
    expect(
      catalogue.parse(new URLSearchParams('page=x&limit=7&active=maybe&status=gone&sort=evil')),
    ).toEqual(catalogue.defaults);
    expect(catalogue.defaults).toEqual({ page: 1, limit: 10, search: '', sort: '-createdAt' });
  });

  it('applies the list’s own rule once read', () => {
    const days = defineList({
      filters: { from: z.string(), to: z.string() },
      tidy: (list) =>
        list.from && list.to && list.from > list.to
          ? { ...list, from: list.to, to: list.from }
          : list,
    });
    expect(days.parse(new URLSearchParams('from=2026-11-22&to=2026-11-01'))).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-22',
    });
  });

  it('whatever the address, reads a valid request', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (page, limit, search) => {
        const list = plain.parse(new URLSearchParams({ page, limit, search }));
        return (
          Number.isSafeInteger(list.page) &&
          list.page >= 1 &&
          PAGE_SIZES.some((size) => size === list.limit) &&
          Array.from(list.search).length <= SEARCH_MAX_LENGTH &&
          list.search === list.search.trim()
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('writing the address', () => {
  it('leaves the defaults out of the address', () => {
    expect(write(plain.defaults)).toBe('');
    expect(write(plain.defaults, 'page=4&limit=50&search=x')).toBe('');
    expect(catalogue.write(new URLSearchParams('sort=name'), catalogue.defaults).toString()).toBe(
      '',
    );
  });

  it('writes what differs from the defaults: search, page, limit, the filters, sort', () => {
    expect(write({ page: 2, limit: 20, search: 'Zoë' })).toBe('search=Zo%C3%AB&page=2&limit=20');
    const list: Catalogue = {
      page: 2,
      limit: 20,
      search: 'café',
      active: false,
      status: 'open',
      sort: 'name',
    };
    expect(catalogue.write(new URLSearchParams('x=1'), list).toString()).toBe(
      'x=1&search=caf%C3%A9&page=2&limit=20&active=false&status=open&sort=name',
    );
    expect(catalogue.parse(catalogue.write(new URLSearchParams(), list))).toEqual(list);
  });

  it('keeps parameters that are not the list’s', () => {
    expect(write({ page: 2, limit: 10, search: '' }, 'lng=fr')).toBe('lng=fr&page=2');
    expect(defineList({}).write(new URLSearchParams('search=x'), plain.defaults).toString()).toBe(
      'search=x',
    );
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...PAGE_SIZES),
        fc.string({ maxLength: 120 }),
        (page, limit, search) => {
          const list = { page, limit, search: normalizeSearch(search) };
          expect(plain.parse(plain.write(new URLSearchParams(), list))).toEqual(list);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('a new search or filter', () => {
  it('starts again from the first page and keeps the page size', () => {
    expect(plain.withFilter({ page: 4, limit: 20, search: '' }, { search: '  layla ' })).toEqual({
      page: 1,
      limit: 20,
      search: 'layla',
    });
  });

  it('clears a filter set to nothing', () => {
    const list: Catalogue = { ...catalogue.defaults, page: 3, active: true, status: 'open' };
    expect(catalogue.withFilter(list, { active: undefined, status: undefined })).toEqual(
      catalogue.defaults,
    );
    expect(catalogue.withFilter(list, { status: 'closed' })).toEqual({
      ...catalogue.defaults,
      active: true,
      status: 'closed',
    });
  });

  it('says whether a search or a filter narrows the list', () => {
    expect(catalogue.isFiltered(catalogue.defaults)).toBe(false);
    expect(catalogue.isFiltered({ ...catalogue.defaults, search: 'x' })).toBe(true);
    expect(catalogue.isFiltered({ ...catalogue.defaults, active: false })).toBe(true);
  });
});

describe('the grid’s page', () => {
  const list = { page: 1, limit: 10 as const, search: 'a' };

  it('turns the grid’s page (from 0) into the server’s (from 1)', () => {
    expect(plain.withGridPage(list, { page: 1, pageSize: 10 })).toEqual({ ...list, page: 2 });
    expect(plain.withGridPage({ ...list, page: 3 }, { page: 0, pageSize: 10 })).toEqual(list);
  });

  it('a new page size starts again from the first page', () => {
    expect(plain.withGridPage({ ...list, page: 3 }, { page: 2, pageSize: 20 })).toEqual({
      ...list,
      limit: 20,
      page: 1,
    });
  });

  it('ignores a page size the server does not offer', () => {
    expect(plain.withGridPage(list, { page: 0, pageSize: 25 })).toBe(list);
  });
});

describe('the grid’s sort', () => {
  it('maps the grid sort to the contract sort, from the first page', () => {
    const list: Catalogue = { ...catalogue.defaults, page: 3 };
    expect(catalogue.withGridSort(list, [{ field: 'points', sort: 'desc' }])).toMatchObject({
      page: 1,
      sort: '-points',
    });
    expect(catalogue.withGridSort({ ...list, sort: 'name' }, [])).toMatchObject({
      page: 1,
      sort: '-createdAt',
    });
  });

  it('keeps the page when the sort stays as it is', () => {
    const list: Catalogue = { ...catalogue.defaults, page: 3 };
    expect(catalogue.withGridSort(list, [])).toBe(list);
    expect(catalogue.withGridSort(list, [{ field: 'colour', sort: 'asc' }])).toBe(list);
  });

  it('maps the contract sort back to the grid’s model', () => {
    expect(catalogue.gridSortOf('name')).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(catalogue.gridSortOf('-points')).toEqual([{ field: 'points', sort: 'desc' }]);
    expect(plain.gridSortOf(undefined)).toEqual([]);
    expect(catalogue.sortable).toBe(true);
    expect(plain.sortable).toBe(false);
  });
});

describe('a page past the last', () => {
  const list = { page: 9, limit: 10 as const, search: '' };

  it('counts the pages', () => {
    expect(lastPage(57, 10)).toBe(6);
    expect(lastPage(60, 20)).toBe(3);
    expect(lastPage(0, 50)).toBe(1);
  });

  it('becomes the last page', () => {
    expect(plain.withPageInRange(list, 57)).toEqual({ ...list, page: 6 });
    expect(plain.withPageInRange(list, 0)).toEqual({ ...list, page: 1 });
  });

  it('leaves a page in range as it is', () => {
    expect(plain.withPageInRange(list, 90)).toBe(list);
    expect(plain.withPageInRange({ ...list, page: 1 }, 0)).toEqual({ ...list, page: 1 });
  });
});

describe('the query sent', () => {
  it('asks for the page: page, limit, search, the filters set, sort', () => {
    const list: Catalogue = { ...catalogue.defaults, page: 2, search: 'café', active: false };
    expect(Object.entries(catalogue.queryOf(list))).toEqual([
      ['page', 2],
      ['limit', 10],
      ['search', 'café'],
      ['active', false],
      ['sort', '-createdAt'],
    ]);
    expect(plain.queryOf(plain.defaults)).toEqual({ page: 1, limit: 10 });
  });

  it('asks for every page when exporting: the search, filters and sort alone', () => {
    const list: Catalogue = { ...catalogue.defaults, page: 2, status: 'closed' };
    expect(catalogue.allPagesQueryOf(list)).toEqual({ status: 'closed', sort: '-createdAt' });
  });
});

describe('normalizeSearch', () => {
  it('does not cut a character made of two code units in two', () => {
    const search = '😀'.repeat(SEARCH_MAX_LENGTH + 5);
    expect(Array.from(normalizeSearch(search))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(normalizeSearch(search)).toBe('😀'.repeat(SEARCH_MAX_LENGTH));
  });
});

describe('the columns shown', () => {
  const chosen = defineList({
    search: true,
    columns: { all: ['photo', 'name', 'email', 'points'], fixed: ['name'] },
  });
  const read = (query: string) => chosen.parse(new URLSearchParams(query));
  const written = (list: ReturnType<typeof read>) =>
    chosen.write(new URLSearchParams(), list).toString();

  it('reads every column shown when the address names none, and leaves them out of it', () => {
    expect(read('').columns).toBeUndefined();
    expect(written(read('columns=photo,name,email,points'))).toBe('');
  });

  it('reads the columns named in the grid’s order, always with those that cannot be hidden', () => {
    expect(read('columns=points,email').columns).toEqual(['name', 'email', 'points']);
    expect(written(read('columns=points,email'))).toBe('columns=name%2Cemail%2Cpoints');
  });

  it('reads an unknown column as none, and a list without a choice reads none at all', () => {
    expect(read('columns=points,password,<script>').columns).toEqual(['name', 'points']);
    expect(plain.parse(new URLSearchParams('columns=points')).columns).toBeUndefined();
  });

  it('changes the columns without leaving the page shown', () => {
    const list = read('page=3&search=ann');
    const next = chosen.withColumns(list, ['email']);
    expect(next).toMatchObject({ page: 3, search: 'ann', columns: ['name', 'email'] });
    expect(chosen.withColumns(next, ['photo', 'name', 'email', 'points']).columns).toBeUndefined();
  });
});
