// @vitest-environment node
// The missions screen's operations through Prism's validating proxy: every write followed by the
// read that shows it, the rules they keep, the CSV answers and the concrete paths that must win
// over /api/missions/{missionId}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv.ts';
import { startThroughPrism } from './through-prism.ts';
import type { MissionOverview } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const call = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  backEnd.call(method, path, { token, ...(json === undefined ? {} : { json }), headers });
const today = () => new Date().toISOString().slice(0, 10);
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Allergy Check',
  description: 'Two allergy consultations before the pollen season.',
  category: 1,
  type: 'VisitBased',
  pointsReward: 80,
  visitLimit: 2,
  dueDate: '2099-04-30',
  ...overrides,
});
const withParticipants = () => {
  const counts = backEnd.store.state().missionCounts();
  return backEnd.store
    .state()
    .missions.find((m) => (counts.get(m._id)?.participants ?? 0) > 1 && m.visitLimit)!;
};

describe('concrete paths win over /api/missions/{missionId}', () => {
  it('answers /api/missions/top and /api/missions/joinable-userSide with their own operations', async () => {
    const top = await call('GET', '/api/missions/top?limit=3');
    expect(top.status).toBe(200);
    const missions = (top.data as { missions: MissionOverview[] }).missions;
    expect(missions).toHaveLength(3);
    expect(missions[0]!.participants).toBeGreaterThanOrEqual(missions[1]!.participants);
    const member = backEnd.store.state().members[0]!;
    const joinable = await call('GET', `/api/missions/joinable-userSide?userId=${member._id}`);
    expect(joinable.status).toBe(200);
    expect(joinable.data).toHaveProperty('missions');
  });
});

describe('the missions list', () => {
  it('pages, filters by category, type and status, and counts participants', async () => {
    const all = await call('GET', '/api/missions?limit=50');
    const page = all.data as { missions: MissionOverview[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(40);
    const points = await call('GET', '/api/missions?category=2&limit=50');
    const pointPage = points.data as { missions: MissionOverview[]; total: number };
    expect(pointPage.missions.every((m) => m.category.code === 2)).toBe(true);
    const expired = await call('GET', '/api/missions?status=expired&limit=50');
    const expiredPage = expired.data as { missions: MissionOverview[]; total: number };
    expect(expiredPage.total).toBeGreaterThan(0);
    expect(expiredPage.missions.every((m) => m.dueDate.slice(0, 10) < today())).toBe(true);
    const sorted = await call('GET', '/api/missions?sort=-participants&limit=10');
    const counts = (sorted.data as { missions: MissionOverview[] }).missions.map(
      (m) => m.participants,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers the whole filtered list as CSV when asked', async () => {
    const csv = await call('GET', '/api/missions?category=1&limit=10', undefined, {
      accept: 'text/csv',
    });
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = String(csv.data).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,name,category,type,pointsReward,visitLimit,dueDate,participants,completed',
    );
    const json = await call('GET', '/api/missions?category=1&limit=10');
    expect(lines).toHaveLength((json.data as { total: number }).total + 1);
  });
});

describe('writes', () => {
  it('creates a mission that the list, the mission and a member’s joinable list show', async () => {
    const created = await call('POST', '/api/missions', draft({ name: 'Created Here' }));
    expect(created.status).toBe(200);
    const mission = (created.data as { data: MissionOverview }).data;
    expect(mission).toMatchObject({ category: { code: 1 }, participants: 0, completed: 0 });
    const listed = await call('GET', '/api/missions?search=created%20here');
    expect((listed.data as { total: number }).total).toBe(1);
    expect((await call('GET', `/api/missions/${mission._id}`)).data).toMatchObject({
      name: 'Created Here',
    });
    const member = backEnd.store.state().members[3]!;
    const joinable = await call('GET', `/api/missions/joinable-userSide?userId=${member._id}`);
    expect(JSON.stringify(joinable.data)).toContain(mission._id);
  });

  it('refuses an invalid category, a non-PointBased point mission and a past due date', async () => {
    expect((await call('POST', '/api/missions', draft({ category: 3 }))).data).toEqual({
      error: 'Invalid mission category code.',
    });
    const type = await call('POST', '/api/missions', draft({ category: 2 }));
    expect(type).toMatchObject({ status: 400, data: { error: 'Invalid mission type' } });
    const past = await call('POST', '/api/missions', draft({ dueDate: '2020-01-01' }));
    expect(past).toMatchObject({ status: 400, data: { error: 'Due date cannot be in the past' } });
    const onToday = await call('POST', '/api/missions', draft({ dueDate: today() }));
    expect(onToday.status).toBe(200);
  });

  it('updates a mission, refusing a visit limit below a participant’s progress', async () => {
    const mission = withParticipants();
    const furthest = Math.max(
      ...backEnd.store
        .state()
        .participantsOf(mission._id)
        .map((p) => p.progress),
    );
    const body = {
      name: mission.name,
      description: mission.description,
      category: mission.category.code,
      type: mission.type,
      pointsReward: mission.pointsReward,
      dueDate: mission.dueDate.slice(0, 10),
    };
    if (furthest > 1) {
      const lower = await call('PUT', `/api/missions/${mission._id}`, {
        ...body,
        visitLimit: furthest - 1,
      });
      expect(lower).toMatchObject({ status: 409, data: { error: 'Visit limit below progress' } });
    }
    const renamed = await call('PUT', `/api/missions/${mission._id}`, {
      ...body,
      name: `${mission.name} (renamed)`,
      visitLimit: Math.max(furthest, 1),
    });
    expect(renamed.status).toBe(200);
    expect((await call('GET', `/api/missions/${mission._id}`)).data).toMatchObject({
      name: `${mission.name} (renamed)`,
    });
  });

  it('deletes a mission nobody joined; one with participants is 409', async () => {
    const busy = withParticipants();
    const refused = await call('DELETE', `/api/missions/${busy._id}`);
    expect(refused).toMatchObject({ status: 409, data: { error: 'Mission has participants' } });
    const created = await call('POST', '/api/missions', draft({ name: 'Short lived' }));
    const id = (created.data as { data: MissionOverview }).data._id;
    expect((await call('DELETE', `/api/missions/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/missions/${id}`)).status).toBe(404);
  });
});

describe('CSV answers a spreadsheet cannot run', () => {
  const formula = '=HYPERLINK("https://evil.example","Open")';

  it('writes a mission name that starts a formula as text, quoted, and numbers as numbers', async () => {
    const created = await call('POST', '/api/missions', draft({ name: formula }));
    expect(created.status).toBe(200);
    const csv = await call('GET', '/api/missions?limit=10', undefined, { accept: 'text/csv' });
    const text = String(csv.data);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")"`);
    const row = parseCsv(text).find((r) => r[1] === `'${formula}`);
    // pointsReward, visitLimit: numbers, written as they are.
    expect(row?.slice(4, 6)).toEqual(['80', '2']);
  });

  it("writes a participant's name that starts a formula as text", async () => {
    const mission = withParticipants();
    const first = backEnd.store
      .state()
      .participantsOf(mission._id)
      .find((p) => !p.unassignedByAdmin);
    // A member's name as a careless sign-up could give it (the profile form trims nothing away).
    const member = backEnd.store.state().member(first!.userId)!;
    member.fullName = '@SUM(1+9)*cmd|" /C calc"!A0';
    const csv = await call('GET', `/api/missions/${mission._id}/participants`, undefined, {
      accept: 'text/csv',
    });
    const rows = parseCsv(String(csv.data));
    expect(rows.map((r) => r[1])).toContain(`'@SUM(1+9)*cmd|" /C calc"!A0`);
    expect(rows.some((r) => r.some((cell) => /^[=+\-@\t\r]/.test(cell)))).toBe(false);
  });
});

describe('participants', () => {
  it('lists the joined records with the member, filtered by status, and as CSV', async () => {
    const mission = withParticipants();
    const answer = await call('GET', `/api/missions/${mission._id}/participants?limit=50`);
    const page = answer.data as {
      participants: { completed: boolean; member: { _id: string } }[];
      total: number;
    };
    expect(page.total).toBe(backEnd.store.state().participantsOf(mission._id).length);
    const done = await call('GET', `/api/missions/${mission._id}/participants?status=completed`);
    const donePage = done.data as { participants: { completed: boolean }[] };
    expect(donePage.participants.every((p) => p.completed)).toBe(true);
    const csv = await call('GET', `/api/missions/${mission._id}/participants`, undefined, {
      accept: 'text/csv',
    });
    expect(String(csv.data).trim().split('\r\n')).toHaveLength(page.total + 1);
  });
});
