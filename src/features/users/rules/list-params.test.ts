import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeSearch, SEARCH_MAX_LENGTH } from '@/lib/list-search';
import {
  DEFAULT_LIST_PARAMS,
  PAGE_SIZES,
  lastPage,
  parseListParams,
  withGridPage,
  withListParams,
  withPageInRange,
  withSearch,
  type ListParams,
} from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('reads page 1 of 10, unsearched, from an empty address', () => {
    expect(parse('')).toEqual({ page: 1, limit: 10, search: '' });
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

  it('trims the search and keeps at most 100 characters', () => {
    expect(parse('search=%20%20layla%20').search).toBe('layla');
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('keeps searches in any script, with the characters that mean something in a query', () => {
    const search = "王小明 & O'Brien+1 #2";
    expect(parse(new URLSearchParams({ search }).toString()).search).toBe(search);
  });

  it('whatever the address, reads a valid request', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (page, limit, search) => {
        const list = parseListParams(new URLSearchParams({ page, limit, search }));
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

describe('withListParams', () => {
  const write = (list: ListParams, current = '') =>
    withListParams(new URLSearchParams(current), list).toString();

  it('leaves the defaults out of the address', () => {
    expect(write(DEFAULT_LIST_PARAMS)).toBe('');
    expect(write(DEFAULT_LIST_PARAMS, 'page=4&limit=50&search=x')).toBe('');
  });

  it('writes what differs from the defaults', () => {
    expect(write({ page: 2, limit: 20, search: 'Zoë' })).toBe('search=Zo%C3%AB&page=2&limit=20');
  });

  it('keeps parameters that are not the list’s', () => {
    expect(write({ page: 2, limit: 10, search: '' }, 'lng=fr')).toBe('lng=fr&page=2');
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...PAGE_SIZES),
        fc.string({ maxLength: 120 }),
        (page, limit, search) => {
          const list = { page, limit, search: normalizeSearch(search) };
          expect(parseListParams(withListParams(new URLSearchParams(), list))).toEqual(list);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('withSearch', () => {
  it('starts again from the first page and keeps the page size', () => {
    expect(withSearch({ page: 4, limit: 20, search: '' }, '  layla ')).toEqual({
      page: 1,
      limit: 20,
      search: 'layla',
    });
  });
});

describe('withGridPage', () => {
  const list: ListParams = { page: 1, limit: 10, search: 'a' };

  it('turns the grid’s page (from 0) into the server’s (from 1)', () => {
    expect(withGridPage(list, { page: 1, pageSize: 10 })).toEqual({ ...list, page: 2 });
    expect(withGridPage({ ...list, page: 3 }, { page: 0, pageSize: 10 })).toEqual(list);
  });

  it('a new page size starts again from the first page', () => {
    expect(withGridPage({ ...list, page: 3 }, { page: 2, pageSize: 20 })).toEqual({
      ...list,
      limit: 20,
      page: 1,
    });
  });

  it('ignores a page size the server does not offer', () => {
    expect(withGridPage(list, { page: 0, pageSize: 25 })).toBe(list);
  });
});

describe('normalizeSearch', () => {
  it('does not cut a character made of two code units in two', () => {
    const search = '😀'.repeat(SEARCH_MAX_LENGTH + 5);
    expect(Array.from(normalizeSearch(search))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(normalizeSearch(search)).toBe('😀'.repeat(SEARCH_MAX_LENGTH));
  });
});

describe('withPageInRange', () => {
  const list: ListParams = { page: 9, limit: 10, search: '' };

  it('counts the pages', () => {
    expect(lastPage(57, 10)).toBe(6);
    expect(lastPage(60, 20)).toBe(3);
    expect(lastPage(0, 50)).toBe(1);
  });

  it('turns a page past the end into the last page', () => {
    expect(withPageInRange(list, 57)).toEqual({ ...list, page: 6 });
    expect(withPageInRange(list, 0)).toEqual({ ...list, page: 1 });
  });

  it('leaves a page in range as it is', () => {
    expect(withPageInRange(list, 90)).toBe(list);
    expect(withPageInRange({ ...list, page: 1 }, 0)).toEqual({ ...list, page: 1 });
  });
});
