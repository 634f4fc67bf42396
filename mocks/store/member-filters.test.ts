// @vitest-environment node
// The members list's filters through Prism's validating proxy: each filter against the store's
// own records, filters together with the search and paging, the CSV answer, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv.ts';
import { isCompleted } from './rules.ts';
import { startThroughPrism } from './through-prism.ts';
import type { Member } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';
const DAY = 86_400_000;

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

type Page = { users: Member[]; total: number };
const list = async (query: string) => {
  const answer = await backEnd.call('GET', `/api/users?${query}`, { token });
  return answer as { status: number; data: Page & { error?: string; message?: string } };
};
const members = () => backEnd.store.state().members;
const lastVisit = (member: Member) =>
  Math.max(
    -Infinity,
    ...backEnd.store
      .state()
      .joined(member._id)
      .filter((p) => p.lastVisitAt)
      .map((p) => Date.parse(p.lastVisitAt!)),
  );
const ids = (page: Page) => page.users.map((m) => m._id);
const firstIds = (found: Member[]) => found.slice(0, 50).map((m) => m._id);

describe('each filter selects what the records say', () => {
  it('membership tier (any case), with the total across pages', async () => {
    const gold = members().filter((m) => m.membership === 'Gold');
    expect(gold.length).toBeGreaterThan(0);
    const { status, data } = await list('membership=gold&limit=50');
    expect(status).toBe(200);
    expect(data.total).toBe(gold.length);
    expect(ids(data)).toEqual(firstIds(gold));
  });

  it('points between two figures, both ends included', async () => {
    const found = members().filter((m) => m.points >= 100 && m.points <= 500);
    const { data } = await list('pointsMin=100&pointsMax=500&limit=50');
    expect(data.total).toBe(found.length);
    expect(data.users.every((m) => m.points >= 100 && m.points <= 500)).toBe(true);
  });

  it('joined between two days, the last day whole', async () => {
    const from = '2025-01-01';
    const to = '2025-06-30';
    const found = members().filter(
      (m) =>
        m.createdAt !== undefined &&
        m.createdAt >= `${from}T00:00:00.000Z` &&
        m.createdAt < '2025-07-01T00:00:00.000Z',
    );
    expect(found.length).toBeGreaterThan(0);
    const { data } = await list(`joinedFrom=${from}&joinedTo=${to}&limit=50`);
    expect(data.total).toBe(found.length);
    expect(ids(data)).toEqual(firstIds(found));
  });

  it('no visit in 90 days counts those who never visited; a last visit after a day does not', async () => {
    const since = Date.now() - 90 * DAY;
    const lapsed = members().filter((m) => lastVisit(m) < since);
    expect(lapsed.some((m) => lastVisit(m) === -Infinity)).toBe(true);
    expect((await list('noVisitDays=90')).data.total).toBe(lapsed.length);

    const after = '2026-01-01';
    const recent = members().filter((m) => lastVisit(m) >= Date.parse(`${after}T00:00:00Z`));
    expect((await list(`lastVisitAfter=${after}`)).data.total).toBe(recent.length);
    const before = members().filter((m) => lastVisit(m) < Date.parse(`${after}T00:00:00Z`));
    expect((await list(`lastVisitBefore=${after}`)).data.total).toBe(before.length);
    expect(recent.length + before.length).toBe(members().length);
  });

  it('joined or completed a given mission', async () => {
    const state = backEnd.store.state();
    const mission = state.missions.find(
      (m) => m.visitLimit && state.participantsOf(m._id).some((p) => isCompleted(m, p.progress)),
    )!;
    const joined = members().filter((m) =>
      state.joined(m._id).some((p) => p.missionId === mission._id),
    );
    const completed = members().filter((m) =>
      state
        .joined(m._id)
        .some((p) => p.missionId === mission._id && isCompleted(mission, p.progress)),
    );
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.length).toBeLessThan(joined.length);
    expect((await list(`joinedMission=${mission._id}`)).data.total).toBe(joined.length);
    expect((await list(`completedMission=${mission._id}`)).data.total).toBe(completed.length);
  });

  it('preferred language, which every seeded member has', async () => {
    expect(members().filter((m) => !m.preferredLanguage).length).toBeLessThan(20);
    const arabic = members().filter((m) => m.preferredLanguage === 'ar');
    expect(arabic.length).toBeGreaterThan(0);
    const { data } = await list('language=ar&limit=50');
    expect(data.total).toBe(arabic.length);
    expect(data.users.every((m) => m.preferredLanguage === 'ar')).toBe(true);
  });
});

describe('filters together', () => {
  it('combine with each other and with the search, paged as before', async () => {
    const found = members().filter(
      (m) => m.preferredLanguage === 'en' && m.points >= 50 && m.membership === 'Bronze',
    );
    expect(found.length).toBeGreaterThan(12);
    const second = await list('language=en&pointsMin=50&membership=Bronze&page=2&limit=10');
    expect(second.data.total).toBe(found.length);
    expect(ids(second.data)).toEqual(found.slice(10, 20).map((m) => m._id));

    const named = found.find((m) => m.fullName)!;
    const word = named.fullName!.split(' ')[0]!.toLowerCase();
    const searched = found.filter((m) =>
      [m.fullName, m.email, m.phoneNumber, m.whatsAppNumber, m.memberId]
        .filter(Boolean)
        .join('\n')
        .toLowerCase()
        .includes(word),
    );
    const both = await list(
      `search=${encodeURIComponent(word)}&language=en&pointsMin=50&membership=Bronze&limit=50`,
    );
    expect(both.data.total).toBe(searched.length);
  });

  it('answer every matching member as CSV, whatever the page', async () => {
    const gold = members().filter((m) => m.membership === 'Gold' && m.preferredLanguage === 'en');
    const answer = await backEnd.call('GET', '/api/users?membership=Gold&language=en&page=2', {
      token,
      headers: { accept: 'text/csv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/csv');
    const [header, ...rows] = parseCsv(answer.data as string);
    expect(header).toEqual([
      '_id',
      'fullName',
      'email',
      'phoneNumber',
      'memberId',
      'membership',
      'points',
      'preferredLanguage',
      'createdAt',
    ]);
    expect(rows.map((row) => row[0])).toEqual(gold.map((m) => m._id));
  });
});

describe('bad input: a clear message', () => {
  it('an unknown filter', async () => {
    const { status, data } = await list('tier=Gold');
    expect(status).toBe(400);
    expect(data).toEqual({
      error: 'Invalid request',
      message: 'Unknown parameter "tier".',
    });
  });

  // The contract cannot say that a range's ends are in order, so a request with them the wrong way
  // round is valid: it selects nobody, as the words say.
  it.each(['pointsMin=500&pointsMax=100', 'joinedFrom=2026-06-01&joinedTo=2026-01-01'])(
    'a range the wrong way round selects nobody: %s',
    async (query) => {
      const { status, data } = await list(query);
      expect(status).toBe(200);
      expect(data).toMatchObject({ users: [], total: 0 });
    },
  );

  it.each([
    'pointsMin=-1',
    'noVisitDays=0',
    'noVisitDays=3651',
    'joinedFrom=1999-12-31',
    'joinedMission=not-an-id',
    'language=xx',
    'birthMonth=13',
    'pointsToReward=0',
    `membership=${'G'.repeat(41)}`,
  ])('out of bounds: %s', async (query) => {
    expect((await list(query)).status).toBe(400);
  });
});
