import { describe, expect, it } from 'vitest';
import {
  parseRewardList,
  rewardQueryOf,
  withFilter,
  withGridSort,
  withPageInRange,
  withRewardList,
} from './list-params';

describe('the catalogue in the address', () => {
  it('reads defaults for missing or invalid values', () => {
    expect(parseRewardList(new URLSearchParams('page=x&limit=7&active=maybe&sort=evil'))).toEqual({
      page: 1,
      limit: 10,
      search: '',
      sort: '-createdAt',
    });
  });

  it('round-trips search, page, size, filter and sort', () => {
    const list = parseRewardList(
      new URLSearchParams('search=caf%C3%A9&page=2&limit=20&active=false&sort=pointsRequired'),
    );
    expect(list).toEqual({
      page: 2,
      limit: 20,
      search: 'café',
      active: false,
      sort: 'pointsRequired',
    });
    expect(parseRewardList(withRewardList(new URLSearchParams(), list))).toEqual(list);
    expect(rewardQueryOf(list)).toEqual({
      page: 2,
      limit: 20,
      search: 'café',
      active: false,
      sort: 'pointsRequired',
    });
  });

  it('starts again from the first page on a new search, filter or sort', () => {
    const list = parseRewardList(new URLSearchParams('page=3&active=true'));
    expect(withFilter(list, { active: undefined })).toEqual({
      page: 1,
      limit: 10,
      search: '',
      sort: '-createdAt',
    });
    expect(withGridSort(list, [{ field: 'redemptions', sort: 'desc' }])).toMatchObject({
      page: 1,
      sort: '-redemptions',
    });
    expect(withPageInRange({ ...list, page: 9 }, 24)).toMatchObject({ page: 3 });
  });
});
