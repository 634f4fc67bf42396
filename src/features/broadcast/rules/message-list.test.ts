import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageOf } from '@/lib/paging';
import { filterMessages, messageList, type BroadcastMessage } from './message-list';

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
    const { page, limit } = messageList.defaults;
    expect(pageOf(rows, { page: page - 1, pageSize: limit })).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('stops the last page at the last entry', () => {
    expect(pageOf(rows, { page: 2, pageSize: 10 })).toEqual([20, 21, 22, 23, 24]);
  });

  it('fills one page of 50', () => {
    expect(pageOf(rows, { page: 0, pageSize: 50 })).toHaveLength(25);
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

describe('a new search or page size', () => {
  it('starts again from the first page and keeps the page size', () => {
    const list = { ...messageList.defaults, page: 4, limit: 20 as const };
    expect(messageList.withFilter(list, { search: 'flu' })).toEqual({
      page: 1,
      limit: 20,
      search: 'flu',
    });
    expect(messageList.withGridPage(list, { page: 3, pageSize: 50 })).toEqual({
      page: 1,
      limit: 50,
      search: '',
    });
    expect(messageList.withGridPage(list, { page: 2, pageSize: 20 })).toEqual({ ...list, page: 3 });
  });
});
