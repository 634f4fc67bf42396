import { describe, expect, it } from 'vitest';
import { memberList } from './list-params';
import {
  gridModelOf,
  NOTHING_TICKED,
  pageAllTicked,
  selectionOf,
  tickedCount,
  tickedOf,
  tooManyListed,
} from './bulk-selection';

const list = memberList.parse(new URLSearchParams('membership=Gold&search=ann&page=3'));

describe('the ticked members', () => {
  it('sends ticked rows by id', () => {
    const ticked = tickedOf({ type: 'include', ids: new Set(['a', 'b']) });
    expect(selectionOf(ticked, list)).toEqual({ ids: ['a', 'b'] });
    expect(tickedCount(ticked, 1243)).toBe(2);
  });

  it('sends "all matching" as the filters and the rows unticked afterwards, never every id', () => {
    const ticked = tickedOf({ type: 'exclude', ids: new Set(['x']) });
    expect(selectionOf(ticked, list)).toEqual({
      filters: { membership: 'Gold', search: 'ann' },
      exclude: ['x'],
    });
    expect(tickedCount(ticked, 1243)).toBe(1242);
    expect(gridModelOf(ticked)).toEqual({ type: 'exclude', ids: new Set(['x']) });
  });

  it('offers all matching once the whole page is ticked', () => {
    const ticked = tickedOf({ type: 'include', ids: new Set(['a', 'b']) });
    expect(pageAllTicked(ticked, ['a', 'b'])).toBe(true);
    expect(pageAllTicked(ticked, ['a', 'c'])).toBe(false);
    expect(pageAllTicked(NOTHING_TICKED, [])).toBe(false);
  });

  it('says when more rows are listed than a request takes', () => {
    const many = new Set(Array.from({ length: 501 }, (_, i) => String(i)));
    expect(tooManyListed({ all: false, ids: many })).toBe(true);
    expect(tooManyListed({ all: true, exclude: new Set(['a']) })).toBe(false);
  });
});
