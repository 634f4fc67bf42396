// @vitest-environment node
// A broadcast's audience and reach through Prism's validating proxy: who an audience holds, who a
// channel reaches (consent and a contact, never the anonymised), the reach moving with a consent
// change, and bad input (an unknown view, an audience of 0) answered with nothing sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import { startThroughPrism } from './through-prism.ts';
import type { Member } from './types.ts';

type Schemas = components['schemas'];
type ReachAnswer = Schemas['BroadcastReachAnswer'];
type Messages = Schemas['BroadcastMessageList'];

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const get = (path: string) => backEnd.call('GET', path, { token });
const post = (path: string, json: unknown) => backEnd.call('POST', path, { token, json });
const reach = async (query: string) => {
  const answer = await get(`/api/notification/reach?${query}`);
  expect(answer.status).toBe(200);
  return answer.data as ReachAnswer;
};
const messages = async () => ((await get('/api/notification/all')).data as Messages).messages;
const members = (): Member[] => backEnd.store.state().members;

describe('an audience and its reach', () => {
  it('all members by app notification: the spec send without audience or channel', async () => {
    const all = await reach('');
    expect(all.channel).toBe('push');
    expect(all.audience).toEqual({ kind: 'all' });
    const { reached, leftOut } = all.reach;
    expect(all.reach.members).toBe(members().length);
    expect(reached + leftOut.noConsent + leftOut.noContact + leftOut.anonymised).toBe(
      members().length,
    );
    // Every member has the app: no one lacks a contact for app notifications.
    expect(leftOut.noContact).toBe(0);
    expect(reached).toBeGreaterThan(0);
    expect(leftOut.noConsent).toBeGreaterThan(0);
  });

  it('a tier holds that tier only; WhatsApp leaves out those without a number', async () => {
    const gold = await reach('audience=tier:Gold&channel=whatsapp');
    expect(gold.audience).toEqual({ kind: 'tier', tier: 'Gold' });
    const golds = members().filter((m) => m.membership === 'Gold');
    expect(gold.reach.members).toBe(golds.length);
    expect(gold.reach.leftOut.noContact).toBe(
      golds.filter((m) => !m.whatsAppNumber && !m.anonymisedAt).length,
    );
    expect(gold.reach.leftOut.noContact).toBeGreaterThan(0);
  });

  it('a saved view holds what its filters select and is named as it was', async () => {
    const views = (await get('/api/saved-views?list=members')).data as {
      views: Schemas['SavedView'][];
    };
    const view = views.views.find((v) => v.name === 'Gold members')!;
    const answer = await reach(`audience=view:${view._id}&channel=email`);
    expect(answer.audience).toEqual({ kind: 'view', viewId: view._id, viewName: 'Gold members' });
    expect(answer.reach.members).toBe(view.count);
  });

  it('moves with a consent change, and never reaches an anonymised member', async () => {
    const member = members().find(
      (m) => m.membership === 'Platinum' && m.phoneNumber && !m.anonymisedAt,
    )!;
    const consents = backEnd.store.state().consentsOf(member);
    const granted = consents.find((c) => c.channel === 'sms')!.granted;
    const before = await reach('audience=tier:Platinum&channel=sms');
    const changed = await post(`/api/users/${member._id}/consents`, {
      channel: 'sms',
      granted: !granted,
      source: 'phone',
      reason: 'Asked on the phone',
    });
    expect(changed.status).toBe(200);
    const after = await reach('audience=tier:Platinum&channel=sms');
    expect(after.reach.reached).toBe(before.reach.reached + (granted ? -1 : 1));
    expect(after.reach.leftOut.noConsent).toBe(before.reach.leftOut.noConsent + (granted ? 1 : -1));

    // Agreed to SMS, then anonymised: left out as anonymised, no longer reached.
    if (granted) {
      await post(`/api/users/${member._id}/consents`, {
        channel: 'sms',
        granted: true,
        source: 'phone',
        reason: 'Asked again',
      });
    }
    const agreed = await reach('audience=tier:Platinum&channel=sms');
    const gone = await post(`/api/users/${member._id}/anonymise`, { memberId: member.memberId });
    expect(gone.status).toBe(200);
    const anonymised = await reach('audience=tier:Platinum&channel=sms');
    expect(anonymised.reach.members).toBe(agreed.reach.members);
    expect(anonymised.reach.reached).toBe(agreed.reach.reached - 1);
    expect(anonymised.reach.leftOut.anonymised).toBe(agreed.reach.leftOut.anonymised + 1);
  });
});

describe('sending to an audience', () => {
  it('keeps the audience, channel and reach on the message, and lists them', async () => {
    const expected = await reach('audience=tier:Silver&channel=email');
    const sent = await post('/api/notification/broadcast', {
      body: 'Silver members: double points this week.',
      channel: 'email',
      audience: { kind: 'tier', tier: 'Silver' },
    });
    expect(sent.status).toBe(200);
    const [latest] = await messages();
    expect(latest).toMatchObject({
      body: 'Silver members: double points this week.',
      channel: 'email',
      audience: { kind: 'tier', tier: 'Silver' },
      reach: expected.reach,
    });
  });

  it('without audience or channel still means all members, now, by app notification', async () => {
    const expected = await reach('');
    expect((await post('/api/notification/broadcast', { body: 'Hello everyone' })).status).toBe(
      200,
    );
    const [latest] = await messages();
    expect(latest).toMatchObject({
      channel: 'push',
      audience: { kind: 'all' },
      reach: expected.reach,
    });
  });

  it('refuses an audience of 0 and an unknown view; nothing is sent', async () => {
    const before = (await messages()).length;
    const state = backEnd.store.state();
    // Nobody in the Bronze tier has agreed to WhatsApp any more.
    for (const member of state.members.filter((m) => m.membership === 'Bronze'))
      state.consents.set(
        member._id,
        state
          .consentsOf(member)
          .map((c) => (c.channel === 'whatsapp' ? { ...c, granted: false } : c)),
      );
    const nobody = await post('/api/notification/broadcast', {
      body: 'Nobody will get this',
      channel: 'whatsapp',
      audience: { kind: 'tier', tier: 'Bronze' },
    });
    expect(nobody.status).toBe(409);
    expect(nobody.data).toMatchObject({ error: 'No member in this audience can be reached' });
    expect((await reach('audience=tier:Bronze&channel=whatsapp')).reach.reached).toBe(0);

    const unknown = await post('/api/notification/broadcast', {
      body: 'To a view that does not exist',
      audience: { kind: 'view', viewId: 'ffffffffffffffffffffffff' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ error: 'View not found' });
    expect(
      (await get('/api/notification/reach?audience=view:ffffffffffffffffffffffff')).status,
    ).toBe(404);
    // An unknown tier is refused by the contract itself.
    expect((await get('/api/notification/reach?audience=tier:Diamond')).status).toBe(400);
    expect((await messages()).length).toBe(before);
  });
});
