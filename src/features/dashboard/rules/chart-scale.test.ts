import { describe, expect, it } from 'vitest';
import { countTicks, labelEvery } from './chart-scale';

describe('the count axis', () => {
  it('rounds the top up to a whole step', () => {
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(146)).toEqual([0, 50, 100, 150]);
    expect(countTicks(40)).toEqual([0, 10, 20, 30, 40]);
  });

  it('never steps by less than one member', () => {
    expect(countTicks(2)).toEqual([0, 1, 2]);
  });

  it('still draws an axis when every count is zero', () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });
});

describe('labels under the bars', () => {
  it('writes every label when there is room, else every n-th', () => {
    expect(labelEvery(7, 10)).toBe(1);
    expect(labelEvery(30, 8)).toBe(4);
    expect(labelEvery(12, 12)).toBe(1);
  });
});
