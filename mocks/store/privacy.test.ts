// @vitest-environment node
// A member's data through Prism's validating proxy: marketing consent per channel and its changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts.mjs';
import { PERSONAL_FIELDS } from './audit-log.ts';
import { CHANNELS } from './privacy.ts';
import { startThroughPrism } from './through-prism.ts';
import type { Member } from './types.ts';
import type { components } from '../../generated/api';

type MemberConsents = components['schemas']['MemberConsents'];
type AuditPage = components['schemas']['MemberActivityPage'];
type DataExport = components['schemas']['MemberDataExport'];

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const get = (path: string, as = token) => backEnd.call('GET', path, { token: as });
const post = (path: string, json: unknown, as = token) =>
  backEnd.call('POST', path, { token: as, json });

let next = 0;
/** A different seeded member for each test, with a phone number. */
function member(): Member {
  const found = backEnd.store.state().members.filter((m) => m.phoneNumber && m.email)[next];
  next += 1;
  if (!found) throw new Error('the seed has no such member');
  return found;
}
const consentsOf = async (id: string) =>
  ((await get(`/api/users/${id}/consents`)).data as MemberConsents).consents;

describe('marketing consent', () => {
  it('is seeded as a realistic mix: given, withdrawn and never asked, each given with when and how', () => {
    const state = backEnd.store.state();
    const all = state.members.slice(0, 2000).flatMap((m) => state.consentsOf(m));
    const share = (test: (c: (typeof all)[number]) => boolean) =>
      all.filter(test).length / all.length;
    for (const channel of CHANNELS) {
      const ofChannel = all.filter((c) => c.channel === channel);
      expect(
        ofChannel.some((c) => c.granted),
        channel,
      ).toBe(true);
      expect(
        ofChannel.some((c) => !c.granted && !c.at),
        channel,
      ).toBe(true);
    }
    expect(share((c) => c.granted)).toBeGreaterThan(0.25);
    expect(share((c) => c.granted)).toBeLessThan(0.6);
    // Withdrawn later in the app, with when.
    expect(share((c) => !c.granted && c.source === 'member-app')).toBeGreaterThan(0.03);
    expect(all.filter((c) => c.granted).every((c) => c.at && c.source)).toBe(true);
    // No one without an e-mail address consented to e-mail.
    const noEmail = state.members.find((m) => !m.email)!;
    expect(state.consentsOf(noEmail).find((c) => c.channel === 'email')?.granted).toBe(false);
  });

  it('answers the four channels in order', async () => {
    const { _id } = member();
    const answer = await get(`/api/users/${_id}/consents`);
    expect(answer.status).toBe(200);
    expect((answer.data as MemberConsents).consents.map((c) => c.channel)).toEqual([...CHANNELS]);
    expect((await get('/api/users/6b00000000000000000fffff/consents')).status).toBe(404);
  });

  it('records a change with how and why, audited before and after; the other channels stay', async () => {
    const { _id, fullName } = member();
    const before = await consentsOf(_id);
    const sms = before.find((c) => c.channel === 'sms')!;
    const answer = await post(`/api/users/${_id}/consents`, {
      channel: 'sms',
      granted: !sms.granted,
      source: 'phone',
      reason: ' Called the clinic. ',
    });
    expect(answer.status).toBe(200);
    const after = (answer.data as MemberConsents).consents;
    expect(after.find((c) => c.channel === 'sms')).toMatchObject({
      granted: !sms.granted,
      source: 'phone',
      reason: 'Called the clinic.',
      recordedBy: { fullName: expect.any(String) as string },
    });
    expect(after.filter((c) => c.channel !== 'sms')).toEqual(
      before.filter((c) => c.channel !== 'sms'),
    );
    expect(await consentsOf(_id)).toEqual(after);
    const activity = (await get(`/api/users/${_id}/activity`)).data as AuditPage;
    expect(activity.entries[0]).toMatchObject({
      action: 'member.consent-changed',
      entity: { type: 'consent', _id, label: fullName },
      reason: ' Called the clinic. ',
      changes: expect.arrayContaining([
        { field: 'smsConsent', before: sms.granted, after: !sms.granted },
        { field: 'smsConsentHow', before: sms.source ?? null, after: 'phone' },
      ]) as unknown,
    });
  });

  it('refuses a change without a reason (400) or to what is recorded (409): nothing changes', async () => {
    const { _id } = member();
    const before = await consentsOf(_id);
    const email = before.find((c) => c.channel === 'email')!;
    const blank = await post(`/api/users/${_id}/consents`, {
      channel: 'email',
      granted: !email.granted,
      source: 'in-person',
      reason: '   ',
    });
    expect(blank).toMatchObject({
      status: 400,
      data: { error: 'A reason is required to change consent' },
    });
    const same = await post(`/api/users/${_id}/consents`, {
      channel: 'email',
      granted: email.granted,
      source: 'in-person',
      reason: 'Asked again',
    });
    expect(same).toMatchObject({
      status: 409,
      data: {
        error: 'Consent already recorded',
        message: `The member's consent for e-mail is already recorded as ${email.granted ? 'given' : 'not given'}.`,
      },
    });
    expect(await consentsOf(_id)).toEqual(before);
    const activity = (await get(`/api/users/${_id}/activity`)).data as AuditPage;
    expect(activity.entries.some((e) => e.action === 'member.consent-changed')).toBe(false);
  });

  it('is for the front desk and up: the auditor reads it but may not change it', async () => {
    const { _id } = member();
    const { email, password } = DEMO_ACCOUNTS.auditor;
    const auditor = await backEnd.signInAs({ email, password });
    expect((await get(`/api/users/${_id}/consents`, auditor)).status).toBe(200);
    const refused = await post(
      `/api/users/${_id}/consents`,
      { channel: 'push', granted: true, source: 'in-person', reason: 'Asked' },
      auditor,
    );
    expect(refused.status).toBe(403);
    const desk = DEMO_ACCOUNTS['front-desk'];
    const frontDesk = await backEnd.signInAs({ email: desk.email, password: desk.password });
    const consents = await consentsOf(_id);
    const push = consents.find((c) => c.channel === 'push')!;
    const allowed = await post(
      `/api/users/${_id}/consents`,
      { channel: 'push', granted: !push.granted, source: 'in-person', reason: 'Asked' },
      frontDesk,
    );
    expect(allowed.status).toBe(200);
  });
});

describe("a member's data export", () => {
  it('holds the profile, consent, missions with visits, redemptions, adjustments and audit entries', async () => {
    const state = backEnd.store.state();
    // A member with missions and redemptions, then given an adjustment and a consent change.
    const chosen = state.members.find(
      (m) => state.joined(m._id).some((p) => p.visits.length > 0) && state.history(m._id).length,
    )!;
    const { _id } = chosen;
    expect(
      (await post(`/api/users/${_id}/points-adjustments`, { amount: 5, reason: 'goodwill' }))
        .status,
    ).toBe(200);
    const push = (await consentsOf(_id)).find((c) => c.channel === 'push')!;
    await post(`/api/users/${_id}/consents`, {
      channel: 'push',
      granted: !push.granted,
      source: 'written',
      reason: 'Letter received',
    });
    const answer = await post(`/api/users/${_id}/data-export`, undefined);
    expect(answer.status).toBe(200);
    const data = answer.data as DataExport;
    expect(data.member).toMatchObject({
      _id,
      fullName: chosen.fullName,
      memberId: chosen.memberId,
    });
    expect(data.exportedBy.fullName).toEqual(expect.any(String));
    expect(data.consents.find((c) => c.channel === 'push')).toMatchObject({ source: 'written' });
    const place = state.joined(_id).find((p) => p.visits.length > 0)!;
    expect(data.missions).toContainEqual(
      expect.objectContaining({ missionId: place.missionId, visits: place.visits }),
    );
    expect(data.redemptions).toEqual(state.history(_id));
    expect(data.pointsAdjustments[0]).toMatchObject({ amount: 5, reason: 'goodwill' });
    expect(data.auditEntries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['points.adjusted', 'member.consent-changed']),
    );
    // The export itself is audited, without copying the data into the log.
    const activity = (await get(`/api/users/${_id}/activity`)).data as AuditPage;
    expect(activity.entries[0]).toMatchObject({
      action: 'member.exported',
      entity: { type: 'member', _id },
      changes: [],
    });
  });

  it('is for programme managers and administrators; an unknown member is 404', async () => {
    const { _id } = member();
    for (const role of ['front-desk', 'auditor'] as const) {
      const { email, password } = DEMO_ACCOUNTS[role];
      const as = await backEnd.signInAs({ email, password });
      expect((await post(`/api/users/${_id}/data-export`, undefined, as)).status, role).toBe(403);
    }
    const unknown = await post('/api/users/6b00000000000000000fffff/data-export', undefined);
    expect(unknown).toMatchObject({ status: 404, data: { error: 'User not found' } });
  });
});

describe('anonymising a member', () => {
  const search = async (text: string) =>
    (
      (await get(`/api/users?search=${encodeURIComponent(text)}&limit=50`)).data as {
        users: Member[];
      }
    ).users;

  it('removes the personal data for good, keeps the statistics, and the member drops out of search', async () => {
    const state = backEnd.store.state();
    const chosen = state.members.find(
      (m) =>
        m.fullName &&
        m.email &&
        m.phoneNumber &&
        state.joined(m._id).some((p) => p.visits.length > 0) &&
        state.history(m._id).length > 0,
    )!;
    const { _id, fullName, email, memberId, points, membership } = chosen;
    // History that names them: a profile edit, an adjustment with their name in the note.
    await post(`/api/users/${_id}/points-adjustments`, {
      amount: 1,
      reason: 'other',
      note: `Asked by ${fullName!} at the desk`,
    });
    const visitsBefore = state.joined(_id).map((p) => p.visits.length);
    expect((await search(email!)).map((m) => m._id)).toContain(_id);

    const wrong = await post(`/api/users/${_id}/anonymise`, { memberId: 'LC-999999' });
    expect(wrong).toMatchObject({
      status: 400,
      data: { error: 'The member ID does not match', message: `Type ${memberId} to confirm.` },
    });
    expect(state.member(_id)?.fullName).toBe(fullName);

    const answer = await post(`/api/users/${_id}/anonymise`, {
      memberId: ` ${memberId!.toLowerCase()} `,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      _id,
      memberId,
      points: points + 1,
      membership,
      anonymisedAt: expect.any(String) as string,
    });
    for (const field of PERSONAL_FIELDS) expect(answer.data, field).not.toHaveProperty(field);
    // Out of search (by name, e-mail or member ID) and the front desk's lookup.
    expect(await search(email!)).toEqual([]);
    expect(await search(memberId!)).toEqual([]);
    const lookup = await get(`/api/users/lookup?q=${encodeURIComponent(memberId!)}`);
    expect(lookup.data).toMatchObject({ matches: [], total: 0 });
    // Visits, redemptions and points stay.
    expect(state.joined(_id).map((p) => p.visits.length)).toEqual(visitsBefore);
    expect(state.history(_id).length).toBeGreaterThan(0);
    // No consent left.
    expect((await consentsOf(_id)).every((c) => !c.granted && !c.at)).toBe(true);
    // The audit log keeps the actions, names them by member ID and shows no personal data.
    const log = await backEnd.call('GET', '/api/audit-log?limit=50', { token });
    expect(log.status).toBe(200);
    const text =
      JSON.stringify(log.data) +
      JSON.stringify((await get(`/api/users/${_id}/activity?limit=50`)).data);
    expect(text).not.toContain(fullName!);
    expect(text).not.toContain(email!);
    const activity = (await get(`/api/users/${_id}/activity?limit=50`)).data as AuditPage;
    expect(activity.entries[0]).toMatchObject({
      action: 'member.anonymised',
      entity: { type: 'member', _id, label: memberId },
      changes: [{ field: 'anonymised', before: false, after: true }],
    });
    expect(activity.entries.map((e) => e.action)).toContain('points.adjusted');
    const csv = await backEnd.call('GET', '/api/audit-log', {
      token,
      headers: { accept: 'text/csv' },
    });
    expect(String(csv.data)).not.toContain(fullName!);
    // Nor does the export hold any of it.
    const exported = JSON.stringify((await post(`/api/users/${_id}/data-export`, undefined)).data);
    expect(exported).not.toContain(fullName!);
    expect(exported).not.toContain(email!);
  });

  it('refuses a second time (409) and a consent change afterwards; it is for administrators only', async () => {
    const { _id, memberId } = member();
    const { email, password } = DEMO_ACCOUNTS['programme-manager'];
    const manager = await backEnd.signInAs({ email, password });
    expect((await post(`/api/users/${_id}/anonymise`, { memberId }, manager)).status).toBe(403);
    expect((await post(`/api/users/${_id}/anonymise`, { memberId })).status).toBe(200);
    const again = await post(`/api/users/${_id}/anonymise`, { memberId });
    expect(again).toMatchObject({ status: 409, data: { error: 'Member already anonymised' } });
    const consent = await post(`/api/users/${_id}/consents`, {
      channel: 'email',
      granted: true,
      source: 'in-person',
      reason: 'Asked',
    });
    expect(consent).toMatchObject({ status: 409, data: { error: 'Member anonymised' } });
  });
});
