import { describe, expect, it } from 'vitest';
import {
  advertisementQueryOf,
  lastPage,
  parseAdvertisementList,
  withAdvertisementList,
} from './list-params';

describe('the advertisements list in the address', () => {
  it('reads defaults for missing or invalid values', () => {
    expect(parseAdvertisementList(new URLSearchParams('page=x&limit=7&status=gone'))).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it('reads and writes page, size and status, leaving defaults out', () => {
    const list = parseAdvertisementList(new URLSearchParams('page=2&limit=50&status=live'));
    expect(list).toEqual({ page: 2, limit: 50, status: 'live' });
    expect(withAdvertisementList(new URLSearchParams('x=1'), list).toString()).toBe(
      'x=1&page=2&limit=50&status=live',
    );
    expect(
      withAdvertisementList(new URLSearchParams('page=3'), { page: 1, limit: 20 }).toString(),
    ).toBe('');
    expect(advertisementQueryOf(list)).toEqual({ page: 2, limit: 50, status: 'live' });
  });

  it('knows the last page with rows', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
  });
});
