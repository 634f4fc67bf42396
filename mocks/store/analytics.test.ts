// @vitest-environment node
// The activity operation through Prism's validating proxy: its answer keeps the contract, moves
// when the admin records a visit or redeems a reward, and refuses a wrong range or time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, type ActivityReport } from './activity/activity.ts';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const call = (method: string, path: string, json?: unknown) =>
  backEnd.call(method, path, { token, ...(json === undefined ? {} : { json }) });
const TZ = 'Pacific/Auckland';
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function report(query: string): Promise<ActivityReport> {
  const answer = await call('GET', `/api/admin/activity?${query}`);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data as ActivityReport;
}

describe('the activity operation', () => {
  it('answers every month of the seeded years, with data', async () => {
    const data = await report('from=2024-01-01&to=2026-11-30&interval=month&tz=Europe/London');
    expect(data.series).toHaveLength(35);
    expect(data.series[0]).toMatchObject({ start: '2024-01-01', end: '2024-01-31' });
    expect(data.totals.newMembers).toBeGreaterThan(100);
    expect(data.totals.visits).toBeGreaterThan(100);
    expect(data.totals.pointsEarned).toBeGreaterThan(0);
    expect(data.totals.redemptions).toBeGreaterThan(0);
  });

  it("counts a visit the admin records in today's point of the admin's time zone", async () => {
    const today = todayIn(TZ);
    const query = `from=${today}&to=${today}&interval=day&tz=${encodeURIComponent(TZ)}`;
    const before = (await report(query)).series[0]!;
    const state = backEnd.store.state();
    const participation = [...state.participations.values()].flat().find((p) => {
      const mission = state.mission(p.missionId);
      return (
        mission?.type === 'PointBased' &&
        !p.unassignedByAdmin &&
        p.progress < (mission.visitLimit ?? Infinity) &&
        mission.dueDate > new Date().toISOString()
      );
    })!;
    const mission = state.mission(participation.missionId)!;
    const recorded = await call(
      'POST',
      `/api/point-mission/admin-scan/${participation.userId}/${mission._id}`,
      { userId: participation.userId, missionId: mission._id },
    );
    expect(recorded.status, JSON.stringify(recorded.data)).toBe(200);
    const after = (await report(query)).series[0]!;
    expect(after.visits).toBe(before.visits + 1);
    expect(after.pointsEarned).toBe(before.pointsEarned + mission.pointsReward);
    // The counts kept between calls agree with counting the whole store afresh.
    const year = { from: '2025-11-01', to: today, interval: 'week', tz: TZ } as const;
    const kept = await report(new URLSearchParams(year).toString());
    expect(kept).toEqual(activity(state, year));
  });

  it('answers an empty series for a range that ends before it starts, longer intervals past 1,000 points, 404 for an unknown time zone', async () => {
    const backwards = await report('from=2026-11-22&to=2026-11-21');
    expect(backwards.series).toEqual([]);
    expect(backwards.totals).toEqual(backwards.previousTotals);
    const fiveYears = await report('from=2022-01-01&to=2026-12-31&interval=day');
    expect(fiveYears).toMatchObject({ interval: 'week' });
    expect(fiveYears.series.length).toBeLessThanOrEqual(1000);
    const decade = await call('GET', '/api/admin/activity?from=2017-01-01&to=2026-12-31');
    expect(decade).toMatchObject({ status: 400, data: { error: 'Range too long' } });
    const zone = await call(
      'GET',
      '/api/admin/activity?from=2026-11-01&to=2026-11-21&tz=Mars/Olympus',
    );
    expect(zone).toMatchObject({ status: 404, data: { error: 'Time zone not found' } });
    // A day that is not a date breaks the contract: the declared 400 with its reason.
    const day = await call('GET', '/api/admin/activity?from=2026-02-30&to=2026-03-01');
    expect(day).toMatchObject({ status: 400, data: { error: expect.any(String) } });
  });

  it('is for administrators only', async () => {
    const staff = await backEnd.staffToken();
    const answer = await backEnd.call('GET', '/api/admin/activity?from=2026-11-01&to=2026-11-21', {
      token: staff,
    });
    expect(answer.status).toBe(403);
  });
});
