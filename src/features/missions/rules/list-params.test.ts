import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MISSION_LIST,
  gridSortOf,
  missionQueryOf,
  parseMissionList,
  withFilter,
  withGridPage,
  withGridSort,
  withMissionList,
  withPageInRange,
} from './list-params';

const parse = (query: string) => parseMissionList(new URLSearchParams(query));

describe('missions list state in the address', () => {
  it('reads defaults from an empty or invalid address', () => {
    expect(parse('')).toEqual(DEFAULT_MISSION_LIST);
    expect(parse('page=0&limit=7&category=3&type=Other&status=soon&sort=-colour')).toEqual(
      DEFAULT_MISSION_LIST,
    );
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
    expect(withMissionList(new URLSearchParams('x=1'), list).toString()).toBe(
      'x=1&search=skin&page=2&limit=20&category=2&type=PointBased&status=active&sort=name',
    );
    expect(withMissionList(new URLSearchParams(), DEFAULT_MISSION_LIST).toString()).toBe('');
  });

  it('starts again from page 1 on a new filter, search or page size', () => {
    const list = { ...DEFAULT_MISSION_LIST, page: 3, category: 1 as const };
    expect(withFilter(list, { category: undefined, search: '  eye ' })).toEqual({
      ...DEFAULT_MISSION_LIST,
      search: 'eye',
    });
    expect(withGridPage(list, { page: 3, pageSize: 50 })).toMatchObject({ page: 1, limit: 50 });
    expect(withGridPage(list, { page: 4, pageSize: 10 })).toMatchObject({ page: 5 });
  });

  it('maps the grid sort to the contract sort and back', () => {
    expect(withGridSort(DEFAULT_MISSION_LIST, [{ field: 'participants', sort: 'desc' }]).sort).toBe(
      '-participants',
    );
    expect(withGridSort(DEFAULT_MISSION_LIST, []).sort).toBe('-dueDate');
    expect(gridSortOf('name')).toEqual([{ field: 'name', sort: 'asc' }]);
  });

  it('moves a page past the end to the last page, and builds the query', () => {
    expect(withPageInRange({ ...DEFAULT_MISSION_LIST, page: 9 }, 25).page).toBe(3);
    expect(missionQueryOf({ ...DEFAULT_MISSION_LIST, status: 'expired' }, false)).toEqual({
      status: 'expired',
      sort: '-dueDate',
    });
  });
});
