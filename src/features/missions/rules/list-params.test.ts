import { describe, expect, it } from 'vitest';
import { missionList } from './list-params';

const parse = (query: string) => missionList.parse(new URLSearchParams(query));

describe('missions list state in the address', () => {
  it('reads defaults from an empty or invalid address', () => {
    expect(parse('')).toEqual({ page: 1, limit: 10, search: '', sort: '-dueDate' });
    expect(parse('page=0&limit=7&category=3&type=Other&status=soon&sort=-colour')).toEqual(
      missionList.defaults,
    );
    expect(parse('category=1.0').category).toBeUndefined();
  });

  it('reads every filter, and writes it back leaving the defaults out', () => {
    const list = parse(
      'search=skin&page=2&limit=20&category=2&type=PointBased&status=active&sort=name',
    );
    expect(list).toEqual({
      page: 2,
      limit: 20,
      search: 'skin',
      category: 2,
      type: 'PointBased',
      status: 'active',
      sort: 'name',
    });
    expect(missionList.write(new URLSearchParams('x=1'), list).toString()).toBe(
      'x=1&search=skin&page=2&limit=20&category=2&type=PointBased&status=active&sort=name',
    );
    expect(missionList.write(new URLSearchParams(), missionList.defaults).toString()).toBe('');
  });

  it('sorts by the fields the server sorts by', () => {
    expect(
      missionList.withGridSort(missionList.defaults, [{ field: 'participants', sort: 'desc' }])
        .sort,
    ).toBe('-participants');
    expect(missionList.withGridSort(missionList.defaults, [{ field: 'type', sort: 'asc' }])).toBe(
      missionList.defaults,
    );
  });

  it('exports every page with the filters and the sort', () => {
    expect(missionList.allPagesQueryOf({ ...missionList.defaults, status: 'expired' })).toEqual({
      status: 'expired',
      sort: '-dueDate',
    });
  });
});
