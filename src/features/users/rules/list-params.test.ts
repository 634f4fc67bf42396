import { describe, expect, it } from 'vitest';
import { memberList } from './list-params';

const read = (query: string) => memberList.parse(new URLSearchParams(query));

describe('the members list in the address', () => {
  it('reads every filter, and leaves the defaults out when written back', () => {
    const query =
      'search=gold&page=2&membership=Gold&pointsMin=100&pointsMax=500&joinedFrom=2026-01-01' +
      '&joinedTo=2026-06-30&lastVisitAfter=2026-02-01&lastVisitBefore=2026-09-01&noVisitDays=90' +
      '&joinedMission=65a1c0d2e3f4a5b6c7d8e911&completedMission=65a1c0d2e3f4a5b6c7d8e912&language=ar';
    const list = read(query);
    expect(list).toEqual({
      page: 2,
      limit: 10,
      search: 'gold',
      membership: 'Gold',
      pointsMin: 100,
      pointsMax: 500,
      joinedFrom: '2026-01-01',
      joinedTo: '2026-06-30',
      lastVisitAfter: '2026-02-01',
      lastVisitBefore: '2026-09-01',
      noVisitDays: 90,
      joinedMission: '65a1c0d2e3f4a5b6c7d8e911',
      completedMission: '65a1c0d2e3f4a5b6c7d8e912',
      language: 'ar',
    });
    expect(memberList.write(new URLSearchParams(), list).toString()).toBe(query);
  });

  it('reads a value the contract would refuse as no filter', () => {
    const list = read(
      'membership=Diamond&pointsMin=-5&pointsMax=1e3&joinedFrom=2026-02-30&lastVisitAfter=1999-12-31' +
        '&noVisitDays=0&joinedMission=not-an-id&language=xx&tier=Gold',
    );
    expect(list).toEqual({ page: 1, limit: 10, search: '' });
    expect(read('noVisitDays=3651').noVisitDays).toBeUndefined();
    expect(read('noVisitDays=3650').noVisitDays).toBe(3650);
  });

  it('puts a range the wrong way round the right way round', () => {
    expect(read('pointsMin=500&pointsMax=100')).toMatchObject({ pointsMin: 100, pointsMax: 500 });
    expect(read('joinedFrom=2026-06-30&joinedTo=2026-01-01')).toMatchObject({
      joinedFrom: '2026-01-01',
      joinedTo: '2026-06-30',
    });
    expect(read('lastVisitAfter=2026-09-01&lastVisitBefore=2026-02-01')).toMatchObject({
      lastVisitAfter: '2026-02-01',
      lastVisitBefore: '2026-09-01',
    });
  });

  it('a new filter starts from the first page; the query sent carries search and filters', () => {
    const list = memberList.withFilter(read('page=3&search=ann'), { language: 'fr' });
    expect(memberList.queryOf(list)).toEqual({ page: 1, limit: 10, search: 'ann', language: 'fr' });
    expect(memberList.allPagesQueryOf(list)).toEqual({ search: 'ann', language: 'fr' });
  });
});
