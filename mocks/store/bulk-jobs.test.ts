// @vitest-environment node
// Bulk actions on members through Prism's validating proxy: the selection (filters less the rows
// left out, a saved view, ticked ids), the dry run's counts, the job's progress and result, one
// audit entry per job, its reversal (once, within 24 hours), who may do what, and bad input
// answered with a clear message and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts.mjs';
import { isExpired } from './rules.ts';
import { startThroughPrism } from './through-prism.ts';
import type { MemberBulkJob, MemberBulkRequest, PointsAdjustment } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
const tokens: Record<string, string> = {};
let clock = Date.now();
const HOUR = 3_600_000;

beforeAll(async () => {
  backEnd = await startThroughPrism({ now: () => new Date(clock) });
  for (const [role, { email, password }] of Object.entries(DEMO_ACCOUNTS))
    tokens[role] = await backEnd.signInAs({ email, password });
}, 60_000);
afterAll(async () => backEnd?.stop());

type As = keyof typeof DEMO_ACCOUNTS;
const call = (as: As, method: string, path: string, json?: unknown, key?: string) =>
  backEnd.call(method, path, {
    token: tokens[as],
    ...(json === undefined ? {} : { json }),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const state = () => backEnd.store.state();
const total = async (query: string) =>
  ((await call('administrator', 'GET', `/api/users?${query}`)).data as { total: number }).total;
/** A mission members can still join. */
const openMission = () => state().missions.find((m) => !isExpired(m, new Date(clock)))!;
const participants = (missionId: string) => state().participantsOf(missionId).length;
const auditCount = () => state().audit.entries.length;

/** Waits until the job has finished, reading its progress as an admin would. */
async function finished(id: string, as: As = 'administrator'): Promise<MemberBulkJob> {
  for (let i = 0; i < 200; i += 1) {
    const job = (await call(as, 'GET', `/api/bulk-jobs/${id}`)).data as MemberBulkJob;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the job did not finish');
}

const join = (missionId: string, selection: MemberBulkRequest['selection']) => ({
  selection,
  action: { type: 'joinMission', missionId },
});

describe('the dry run', () => {
  it('counts the members the filters select, less those left out, and who is joined already', async () => {
    const mission = openMission();
    const gold = await total('membership=Gold');
    const already = state().members.filter(
      (m) =>
        m.membership === 'Gold' &&
        !m.anonymisedAt &&
        state()
          .joined(m._id)
          .some((p) => p.missionId === mission._id),
    ).length;
    const answer = await call(
      'programme-manager',
      'POST',
      '/api/bulk-jobs/preview',
      join(mission._id, { filters: { membership: 'Gold' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      total: gold,
      willChange: gold - already,
      skipped: already ? [{ reason: 'alreadyJoined', count: already }] : [],
    });
    const left = state()
      .members.filter((m) => m.membership === 'Gold')
      .slice(0, 2)
      .map((m) => m._id);
    const less = await call(
      'administrator',
      'POST',
      '/api/bulk-jobs/preview',
      join(mission._id, { filters: { membership: 'Gold' }, exclude: left }),
    );
    expect((less.data as { total: number }).total).toBe(gold - 2);
  });

  it('takes a saved view as the selection', async () => {
    const view = state().savedViews.find((v) => v.name === 'Gold members')!;
    const answer = await call(
      'administrator',
      'POST',
      '/api/bulk-jobs/preview',
      join(openMission()._id, { viewId: view._id }),
    );
    expect((answer.data as { total: number }).total).toBe(await total('membership=Gold'));
  });

  it('a debit skips the members it would leave below zero', async () => {
    const ids = state()
      .members.filter((m) => !m.anonymisedAt)
      .slice(0, 5)
      .map((m) => m._id);
    const poor = ids.filter((id) => state().member(id)!.points < 100).length;
    const answer = await call('administrator', 'POST', '/api/bulk-jobs/preview', {
      selection: { ids: [...ids, '6b00000000000000000fffff'] },
      action: { type: 'adjustPoints', points: -100, reason: 'Correction' },
    });
    expect(answer.data).toEqual({
      total: 6,
      willChange: 5 - poor,
      skipped: [
        ...(poor ? [{ reason: 'notEnoughPoints', count: poor }] : []),
        { reason: 'notFound', count: 1 },
      ],
    });
  });

  it('answers bad input with a clear message and changes nothing', async () => {
    const mission = openMission();
    const before = { audit: auditCount(), jobs: state().bulkJobs.length };
    const cases: [unknown, number, string][] = [
      [
        join(mission._id, { filters: { search: 'no-such-member-anywhere' } }),
        400,
        'No members match',
      ],
      [join(mission._id, { filters: { colour: 'red' } }), 400, 'Unknown filter'],
      [join('6c00000000000000000fffff', { filters: {} }), 404, 'Mission not found'],
      [join(mission._id, { viewId: '7500000000000000000fffff' }), 404, 'View not found'],
      [
        join(mission._id, { filters: {}, ids: [state().members[0]!._id] }),
        400,
        'Invalid selection',
      ],
      [
        { selection: { filters: {} }, action: { type: 'adjustPoints', points: 0, reason: 'x' } },
        400,
        'Amount cannot be zero',
      ],
    ];
    for (const [body, status, error] of cases) {
      for (const path of ['/api/bulk-jobs/preview', '/api/bulk-jobs']) {
        const answer = await call('administrator', 'POST', path, body);
        expect(answer.status, `${path} ${error}`).toBe(status);
        expect((answer.data as { error: string }).error).toBe(error);
      }
    }
    expect({ audit: auditCount(), jobs: state().bulkJobs.length }).toEqual(before);
  });
});

describe('a bulk job', () => {
  it('joins every selected member, reports its progress and result, and is one audit entry', async () => {
    const mission = openMission();
    const preview = (
      await call(
        'administrator',
        'POST',
        '/api/bulk-jobs/preview',
        join(mission._id, { filters: { membership: 'Silver' } }),
      )
    ).data as { total: number; willChange: number };
    const joinedBefore = participants(mission._id);
    const auditBefore = auditCount();
    const started = await call(
      'programme-manager',
      'POST',
      '/api/bulk-jobs',
      join(mission._id, { filters: { membership: 'Silver' } }),
    );
    expect(started.status).toBe(202);
    const job = started.data as MemberBulkJob;
    expect(job).toMatchObject({ status: 'queued', total: preview.total, label: mission.name });
    expect(job.createdBy.fullName).toBe('Priya Shah');
    const done = await finished(job._id);
    expect(done).toMatchObject({
      status: 'done',
      done: preview.total,
      changed: preview.willChange,
    });
    expect(participants(mission._id)).toBe(joinedBefore + preview.willChange);
    const entries = state().audit.entries.slice(auditBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'bulk.mission-joined',
      entity: { type: 'bulk-job', _id: job._id, label: mission.name },
      actor: { fullName: 'Priya Shah' },
    });
    expect(entries[0]!.changes).toContainEqual({ field: 'members', after: preview.willChange });
  });

  it('credits points to the ticked members, and a repeated Idempotency-Key starts nothing twice', async () => {
    const ids = state()
      .members.filter((m) => !m.anonymisedAt)
      .slice(10, 13)
      .map((m) => m._id);
    const before = ids.map((id) => state().member(id)!.points);
    const body = {
      selection: { ids },
      action: { type: 'adjustPoints', points: 50, reason: 'Flu clinic thank-you' },
    };
    const first = await call('administrator', 'POST', '/api/bulk-jobs', body, 'bulk-credit-0001');
    const again = await call('administrator', 'POST', '/api/bulk-jobs', body, 'bulk-credit-0001');
    expect(again.data).toEqual(first.data);
    const job = await finished((first.data as MemberBulkJob)._id);
    expect(job).toMatchObject({ changed: 3, label: 'Flu clinic thank-you' });
    expect(ids.map((id) => state().member(id)!.points)).toEqual(before.map((p) => p + 50));
    const entry = state().audit.entries.at(-1)!;
    expect(entry).toMatchObject({ action: 'bulk.points-adjusted', reason: 'Flu clinic thank-you' });
  });
});

describe('reversing a job', () => {
  it('undoes it as a whole, once, with a reason, as one audit entry', async () => {
    const mission = openMission();
    const before = participants(mission._id);
    const started = await call(
      'administrator',
      'POST',
      '/api/bulk-jobs',
      join(mission._id, { filters: { membership: 'Bronze' } }),
    );
    const job = await finished((started.data as MemberBulkJob)._id);
    expect(participants(mission._id)).toBe(before + job.changed);
    const auditBefore = auditCount();
    const reversed = await call('programme-manager', 'POST', `/api/bulk-jobs/${job._id}/reverse`, {
      reason: 'Joined to the wrong mission',
    });
    expect(reversed.status).toBe(200);
    expect((reversed.data as MemberBulkJob).reversal).toMatchObject({
      reason: 'Joined to the wrong mission',
      undone: job.changed,
      kept: 0,
      by: { fullName: 'Priya Shah' },
    });
    expect(participants(mission._id)).toBe(before);
    expect(state().audit.entries.slice(auditBefore)).toMatchObject([
      { action: 'bulk.reversed', reason: 'Joined to the wrong mission' },
    ]);
    const again = await call('administrator', 'POST', `/api/bulk-jobs/${job._id}/reverse`, {
      reason: 'Once more',
    });
    expect(again.status).toBe(409);
    expect((again.data as { error: string }).error).toBe('Job already reversed');
    expect(auditCount()).toBe(auditBefore + 1);
  });

  it('a credit is in each member’s adjustments; reversing the job marks them reversed, but one reversed on its own stays as it was', async () => {
    const ids = state()
      .members.filter((m) => !m.anonymisedAt)
      .slice(30, 33)
      .map((m) => m._id);
    const started = await call('administrator', 'POST', '/api/bulk-jobs', {
      selection: { ids },
      action: { type: 'adjustPoints', points: 25, reason: 'Flu clinic thank-you' },
    });
    const job = await finished((started.data as MemberBulkJob)._id);
    const adjustmentsOf = async (id: string) =>
      (
        (await call('auditor', 'GET', `/api/users/${id}/points-adjustments?page=1&limit=10`))
          .data as { adjustments: PointsAdjustment[] }
      ).adjustments;
    const made: PointsAdjustment[] = [];
    for (const id of ids) {
      const [latest] = await adjustmentsOf(id);
      expect(latest).toMatchObject({
        userId: id,
        amount: 25,
        reason: 'other',
        note: 'Flu clinic thank-you',
        by: { fullName: 'Amelia Clarke' },
      });
      expect(latest!.balanceAfter).toBe(latest!.balanceBefore + 25);
      made.push(latest!);
    }
    // The first member's credit is reversed on the profile first.
    const single = await call(
      'administrator',
      'POST',
      `/api/points-adjustments/${made[0]!._id}/reverse`,
      { reason: 'Not at the clinic that day' },
    );
    expect(single.status).toBe(200);
    const pointsOfFirst = state().member(ids[0]!)!.points;

    const reversed = await call('administrator', 'POST', `/api/bulk-jobs/${job._id}/reverse`, {
      reason: 'Credited twice',
    });
    expect((reversed.data as MemberBulkJob).reversal).toMatchObject({ undone: 2, kept: 1 });
    expect(state().member(ids[0]!)!.points).toBe(pointsOfFirst);
    const [first] = await adjustmentsOf(ids[0]!);
    expect(first!.reversal).toMatchObject({ reason: 'Not at the clinic that day' });
    for (const [i, id] of ids.slice(1).entries()) {
      const [latest] = await adjustmentsOf(id);
      expect(latest!.reversal).toMatchObject({
        reason: 'Credited twice',
        balanceAfter: made[i + 1]!.balanceBefore,
      });
      expect(state().member(id)!.points).toBe(made[i + 1]!.balanceBefore);
    }
  });

  it('refuses after 24 hours, and without a reason, changing nothing', async () => {
    const ids = state()
      .members.filter((m) => !m.anonymisedAt)
      .slice(20, 22)
      .map((m) => m._id);
    const started = await call('administrator', 'POST', '/api/bulk-jobs', {
      selection: { ids },
      action: { type: 'adjustPoints', points: 10, reason: 'Goodwill' },
    });
    const job = await finished((started.data as MemberBulkJob)._id);
    const points = ids.map((id) => state().member(id)!.points);
    const blank = await call('administrator', 'POST', `/api/bulk-jobs/${job._id}/reverse`, {
      reason: '   ',
    });
    expect(blank.status).toBe(400);
    clock += 25 * HOUR;
    try {
      // A session ends after a day without use: a fresh one, a day later.
      const { email, password } = DEMO_ACCOUNTS.administrator;
      const token = await backEnd.signInAs({ email, password });
      const late = await backEnd.call('POST', `/api/bulk-jobs/${job._id}/reverse`, {
        token,
        json: { reason: 'Too late' },
      });
      expect(late.status).toBe(400);
      expect((late.data as { error: string }).error).toBe(
        'A job can be reversed only within 24 hours',
      );
    } finally {
      clock -= 25 * HOUR;
    }
    expect(ids.map((id) => state().member(id)!.points)).toEqual(points);
    expect(job.reversal).toBeUndefined();
  });
});

describe('roles', () => {
  it('a programme manager or an administrator starts and reverses; every role reads', async () => {
    const body = join(openMission()._id, { filters: { membership: 'Gold' } });
    for (const as of ['front-desk', 'auditor'] as const) {
      expect((await call(as, 'POST', '/api/bulk-jobs/preview', body)).status).toBe(403);
      expect((await call(as, 'POST', '/api/bulk-jobs', body)).status).toBe(403);
      const someone = state().bulkJobs[0]!.job._id;
      expect(
        (await call(as, 'POST', `/api/bulk-jobs/${someone}/reverse`, { reason: 'x' })).status,
      ).toBe(403);
    }
    const all = state().bulkJobs.length;
    const jobs = async (as: As) =>
      ((await call(as, 'GET', '/api/bulk-jobs')).data as { jobs: MemberBulkJob[] }).jobs;
    expect(await jobs('auditor')).toHaveLength(Math.min(all, 20));
    expect(await jobs('front-desk')).toEqual([]);
    const mine = await jobs('programme-manager');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((j) => j.createdBy.fullName === 'Priya Shah')).toBe(true);
    const newest = await jobs('administrator');
    expect(newest[0]!._id).toBe(state().bulkJobs.at(-1)!.job._id);
  });
});
