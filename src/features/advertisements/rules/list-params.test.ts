import { describe, expect, it } from 'vitest';
import { advertisementList } from './list-params';

describe('the advertisements list in the address', () => {
  it('reads defaults for missing or invalid values: 20 banners a page', () => {
    expect(advertisementList.parse(new URLSearchParams('page=x&limit=7&status=gone'))).toEqual({
      page: 1,
      limit: 20,
      search: '',
    });
  });

  it('reads and writes page, size and status, leaving defaults out', () => {
    const list = advertisementList.parse(new URLSearchParams('page=2&limit=50&status=live'));
    expect(list).toEqual({ page: 2, limit: 50, search: '', status: 'live' });
    expect(advertisementList.write(new URLSearchParams('x=1'), list).toString()).toBe(
      'x=1&page=2&limit=50&status=live',
    );
    expect(
      advertisementList.write(new URLSearchParams('page=3'), advertisementList.defaults).toString(),
    ).toBe('');
    expect(advertisementList.queryOf(list)).toEqual({ page: 2, limit: 50, status: 'live' });
  });
});
