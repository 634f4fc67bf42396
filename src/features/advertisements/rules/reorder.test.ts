import { describe, expect, it } from 'vitest';
import type { Advertisement } from './list-params';
import { moved, reorderedPage } from './reorder';

const ad = (id: string, order: number): Advertisement => ({
  _id: id,
  title: id,
  image: `/api/media/advertisements/${id}.svg`,
  link: 'https://www.londonclinic.example/',
  startsAt: '2026-11-01T08:00:00.000Z',
  endsAt: '2027-01-31T18:00:00.000Z',
  active: true,
  order,
  status: 'live',
});

describe('moved', () => {
  it('moves an item up, down, and leaves the list alone out of range', () => {
    expect(moved(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('reorderedPage', () => {
  it('keeps the positions the page held (page 2 of a list)', () => {
    const page = [ad('a', 21), ad('b', 22), ad('c', 23)];
    const next = reorderedPage(page, 2, 0);
    expect(next.map((a) => [a._id, a.order])).toEqual([
      ['c', 21],
      ['a', 22],
      ['b', 23],
    ]);
  });
});
