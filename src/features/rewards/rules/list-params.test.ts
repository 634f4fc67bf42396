import { describe, expect, it } from 'vitest';
import { rewardList } from './list-params';

describe('the catalogue in the address', () => {
  it('reads defaults for missing or invalid values', () => {
    expect(rewardList.parse(new URLSearchParams('page=x&limit=7&active=maybe&sort=evil'))).toEqual({
      page: 1,
      limit: 10,
      search: '',
      sort: '-createdAt',
    });
    expect(rewardList.parse(new URLSearchParams('active=TRUE&sort=image')).active).toBeUndefined();
  });

  it('round-trips search, page, size, filter and sort, and sends them', () => {
    const list = rewardList.parse(
      new URLSearchParams('search=caf%C3%A9&page=2&limit=20&active=false&sort=pointsRequired'),
    );
    expect(list).toEqual({
      page: 2,
      limit: 20,
      search: 'café',
      active: false,
      sort: 'pointsRequired',
    });
    expect(rewardList.parse(rewardList.write(new URLSearchParams(), list))).toEqual(list);
    expect(rewardList.queryOf(list)).toEqual({
      page: 2,
      limit: 20,
      search: 'café',
      active: false,
      sort: 'pointsRequired',
    });
  });
});
