// @vitest-environment node
// The dashboard's operations through Prism's validating proxy: counts that follow a recorded visit,
// new members by period, the scans log and the time-zone check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompleted } from './rules.ts';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const get = (path: string, as = token) => backEnd.call('GET', path, { token: as });
const state = () => backEnd.store.state();

type Counts = { members: number; visitsToday: number; activeMissions: number; rewards: number };
type Scans = {
  scans: { admin: { fullName: string }; member: { _id: string }; mission: { _id: string } }[];
  total: number;
};

/** A member who can be given one more visit on a visit mission. */
function openParticipation() {
  for (const list of state().participations.values())
    for (const p of list) {
      const mission = state().mission(p.missionId);
      if (mission?.category.code === 1 && !p.unassignedByAdmin && !isCompleted(mission, p.progress))
        return p;
    }
  throw new Error('no open participation in the seed');
}

describe('the counts', () => {
  it('count the store, and a recorded visit adds one to visits today and to the scans log', async () => {
    const tz = 'Asia/Tokyo';
    const before = (await get(`/api/admin/counts?tz=${encodeURIComponent(tz)}`)).data as Counts;
    expect(before.members).toBe(state().members.length);
    expect(before.rewards).toBe(state().rewards.length);
    const scansBefore = (await get('/api/admin/scans?limit=10')).data as Scans;

    const p = openParticipation();
    const visit = await backEnd.call('POST', `/api/visit/admin-scan/${p.userId}/${p.missionId}`, {
      token,
      json: { userId: p.userId, missionId: p.missionId },
    });
    expect(visit.status).toBe(200);

    const after = (await get(`/api/admin/counts?tz=${encodeURIComponent(tz)}`)).data as Counts;
    expect(after.visitsToday).toBe(before.visitsToday + 1);
    const scans = (await get('/api/admin/scans?limit=10')).data as Scans;
    expect(scans.total).toBe(scansBefore.total + 1);
    expect(scans.scans[0]).toMatchObject({
      admin: { fullName: 'Amelia Clarke' },
      member: { _id: p.userId },
      mission: { _id: p.missionId },
    });
  });

  it('counts an unknown zone in UTC, refuses a malformed one, and anyone who is not an admin', async () => {
    const utc = await get('/api/admin/counts?tz=UTC');
    expect((await get('/api/admin/counts?tz=Mars%2FOlympus')).data).toEqual(utc.data);
    // Refused before it reaches the store (Prism's proxy answers an invalid request 422).
    expect([400, 422]).toContain((await get('/api/admin/counts?tz=%3Cscript%3E')).status);
    const staff = await backEnd.staffToken();
    expect((await get('/api/admin/counts', staff)).status).toBe(403);
  });
});

describe('new members by period', () => {
  it('answers 7 days, 30 days or 12 months, zero-filled, with every member in the total', async () => {
    for (const [period, length] of [
      ['week', 7],
      ['month', 30],
      ['year', 12],
    ] as const) {
      const answer = await get(`/api/admin/user-stats?period=${period}&tz=Europe%2FLondon`);
      expect(answer.status).toBe(200);
      const stats = answer.data as {
        chartLabels: string[];
        chartCounts: number[];
        totalUsers: number;
      };
      expect(stats.chartLabels).toHaveLength(length);
      expect(stats.chartCounts).toHaveLength(length);
      expect(stats.totalUsers).toBe(state().members.length);
    }
    const year = (await get('/api/admin/user-stats?period=year')).data as { chartCounts: number[] };
    expect(year.chartCounts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

describe('the scans log', () => {
  it('pages the seeded visits newest first', async () => {
    const first = (await get('/api/admin/scans?page=1&limit=10')).data as Scans & {
      scans: { at: string }[];
    };
    const second = (await get('/api/admin/scans?page=2&limit=10')).data as typeof first;
    expect(first.total).toBe(state().scans.length);
    expect(first.scans).toHaveLength(10);
    const times = [...first.scans, ...second.scans].map((s) => s.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
