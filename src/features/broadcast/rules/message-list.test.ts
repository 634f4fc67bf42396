import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageOf } from '@/lib/paging';
import {
  filterMessages,
  pageAfterPaging,
  pageAfterSearch,
  pageWindow,
  PAGE_SIZES,
  sameRows,
  type BroadcastMessage,
} from './message-list';

const message = (body: string, index = 0): BroadcastMessage => ({
  _id: index.toString(16).padStart(24, '0'),
  body,
  createdAt: '2026-11-20T09:30:00.000Z',
});

const messages = [
  'Clinic closed on Monday',
  'New REWARDS this week',
  'Flu jabs available',
  'مرحبا بكم',
].map(message);

describe('filterMessages', () => {
  it('keeps every message for an empty or blank search', () => {
    expect(filterMessages(messages, '')).toBe(messages);
    expect(filterMessages(messages, '   ')).toBe(messages);
  });

  it('matches the body ignoring case', () => {
    expect(filterMessages(messages, 'rewards').map((m) => m.body)).toEqual([
      'New REWARDS this week',
    ]);
    expect(filterMessages(messages, 'CLINIC').map((m) => m.body)).toEqual([
      'Clinic closed on Monday',
    ]);
  });

  it('ignores spaces around the search text and finds Arabic text', () => {
    expect(filterMessages(messages, '  flu ').map((m) => m.body)).toEqual(['Flu jabs available']);
    expect(filterMessages(messages, 'مرحبا')).toHaveLength(1);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterMessages(messages, 'dentist')).toEqual([]);
  });

  it('never keeps a message that does not contain the search, whatever the input', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (bodies, search) => {
        const found = filterMessages(bodies.map(message), search);
        const needle = search.trim().toLocaleLowerCase();
        return (
          found.every((m) => m.body.toLocaleLowerCase().includes(needle)) &&
          found.length <= bodies.length
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 25 }, (_, index) => index);

  it('shows the first ten by default', () => {
    expect(pageOf(rows, { page: 0, pageSize: 10 })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(25, { page: 0, pageSize: 10 })).toEqual({ from: 1, to: 10, total: 25 });
  });

  it('stops the last page at the last entry', () => {
    expect(pageOf(rows, { page: 2, pageSize: 10 })).toEqual([20, 21, 22, 23, 24]);
    expect(pageWindow(25, { page: 2, pageSize: 10 })).toEqual({ from: 21, to: 25, total: 25 });
  });

  it('fills one page of 50', () => {
    expect(pageOf(rows, { page: 0, pageSize: 50 })).toHaveLength(25);
    expect(pageWindow(25, { page: 0, pageSize: 50 })).toEqual({ from: 1, to: 25, total: 25 });
  });

  it('reads 0 to 0 of 0 when empty', () => {
    expect(pageWindow(0, { page: 0, pageSize: 10 })).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('an exact multiple ends its last page full', () => {
    expect(pageWindow(20, { page: 1, pageSize: 10 })).toEqual({ from: 11, to: 20, total: 20 });
  });
});

describe('filterMessages on a list searched again', () => {
  it('answers from the list it is given, also when a new list replaces an old one', () => {
    const first = [message('Flu jabs available', 1), message('Clinic closed', 2)];
    expect(filterMessages(first, 'flu').map((m) => m._id)).toEqual([first[0]?._id]);
    expect(filterMessages(first, 'clinic').map((m) => m._id)).toEqual([first[1]?._id]);
    const refetched = [message('Clinic open again', 3), ...first];
    expect(filterMessages(refetched, 'clinic').map((m) => m.body)).toEqual([
      'Clinic open again',
      'Clinic closed',
    ]);
  });
});

describe('sameRows', () => {
  it('is true for the same messages in the same order, false otherwise', () => {
    const [a, b] = [message('one', 1), message('two', 2)];
    if (!a || !b) throw new Error('no messages');
    expect(sameRows([a, b], [a, b])).toBe(true);
    expect(sameRows([a, b], [b, a])).toBe(false);
    expect(sameRows([a], [a, b])).toBe(false);
    expect(sameRows([a], [message('one', 1)])).toBe(false);
  });
});

const pageRequest = fc.record({
  page: fc.nat({ max: 10_000 }),
  pageSize: fc.constantFrom(...PAGE_SIZES),
});

describe('pageAfterSearch', () => {
  it('starts again from the first page and keeps the page size', () => {
    expect(pageAfterSearch({ page: 3, pageSize: 20 })).toEqual({ page: 0, pageSize: 20 });
    fc.assert(
      fc.property(pageRequest, (current) => {
        const next = pageAfterSearch(current);
        return next.page === 0 && next.pageSize === current.pageSize;
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the same object on the first page, so nothing renders again', () => {
    const first = { page: 0, pageSize: 50 };
    expect(pageAfterSearch(first)).toBe(first);
  });
});

describe('pageAfterPaging', () => {
  it('goes to the page asked for while the page size stays', () => {
    expect(pageAfterPaging({ page: 0, pageSize: 10 }, { page: 2, pageSize: 10 })).toEqual({
      page: 2,
      pageSize: 10,
    });
  });

  it('starts again from the first page when the page size changes', () => {
    expect(pageAfterPaging({ page: 2, pageSize: 10 }, { page: 2, pageSize: 50 })).toEqual({
      page: 0,
      pageSize: 50,
    });
  });
});
