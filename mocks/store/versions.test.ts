// @vitest-environment node
// No lost updates, through the public side (gate, Prism, store): the editable records carry a
// version and an ETag; an update from an older version answers 412 with who changed it, when and
// the record as it is now, and changes nothing; the designed updates without If-Match answer 428,
// the specification's own profile update still works without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThroughPrism } from './through-prism.ts';
import type { MissionOverview } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let amelia = '';
let omar = '';

const OMAR = { email: 'omar.haddad@londonclinic.example', password: 'saffron-lantern-harbour' };

beforeAll(async () => {
  backEnd = await startThroughPrism();
  amelia = await backEnd.adminToken();
  omar = await backEnd.signInAs(OMAR);
}, 60_000);
afterAll(async () => backEnd?.stop());

const missionInput = (mission: MissionOverview, overrides: Record<string, unknown> = {}) => ({
  name: mission.name,
  description: mission.description,
  category: mission.category.code,
  type: mission.type,
  pointsReward: mission.pointsReward,
  visitLimit: mission.visitLimit ?? 1,
  dueDate: mission.dueDate.slice(0, 10),
  ...overrides,
});

describe('a mission', () => {
  it('answers its version and ETag; the first update from it wins, the second gets 412', async () => {
    const id = backEnd.store.state().missions[3]!._id;
    const loaded = await backEnd.call('GET', `/api/missions/${id}`, { token: amelia });
    const mission = loaded.data as MissionOverview & { version: number };
    expect(mission.version).toBe(1);
    expect(loaded.headers.get('etag')).toBe('"1"');
    const list = await backEnd.call('GET', '/api/missions?limit=50', { token: amelia });
    const row = (list.data as { missions: (MissionOverview & { version: number })[] }).missions[0]!;
    expect(row.version).toBeGreaterThanOrEqual(1);

    const first = await backEnd.call('PUT', `/api/missions/${id}`, {
      token: omar,
      json: missionInput(mission, { pointsReward: 333 }),
      headers: { 'if-match': '"1"' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    expect(first.data).toMatchObject({ data: { pointsReward: 333, version: 2 } });

    const second = await backEnd.call('PUT', `/api/missions/${id}`, {
      token: amelia,
      json: missionInput(mission, { name: 'Amelia’s name' }),
      headers: { 'if-match': '"1"' },
    });
    expect(second).toMatchObject({
      status: 412,
      data: {
        error: 'Changed by someone else',
        changedBy: { fullName: 'Omar Haddad' },
        current: { _id: id, pointsReward: 333, name: mission.name, version: 2 },
      },
    });
    expect(typeof (second.data as { changedAt: unknown }).changedAt).toBe('string');
    // Nothing changed: the name is still Omar's version's.
    const after = await backEnd.call('GET', `/api/missions/${id}`, { token: amelia });
    expect(after.data).toMatchObject({ name: mission.name, pointsReward: 333, version: 2 });

    // Overwriting: the current version's tag, or `*`.
    const overwrite = await backEnd.call('PUT', `/api/missions/${id}`, {
      token: amelia,
      json: missionInput(mission, { name: 'Amelia’s name' }),
      headers: { 'if-match': '"2"' },
    });
    expect(overwrite).toMatchObject({ status: 200, data: { data: { version: 3 } } });
    const star = await backEnd.call('PUT', `/api/missions/${id}`, {
      token: amelia,
      json: missionInput(mission),
      headers: { 'if-match': '*' },
    });
    expect(star).toMatchObject({ status: 200, data: { data: { version: 4 } } });
  });

  it('answers 428 to an update without If-Match, and changes nothing', async () => {
    const mission = backEnd.store.state().missions[4]!;
    const answer = await backEnd.call('PUT', `/api/missions/${mission._id}`, {
      token: amelia,
      json: missionInput({ ...mission, participants: 0, completed: 0 }, { pointsReward: 1 }),
    });
    expect(answer).toMatchObject({ status: 428, data: { error: 'If-Match required' } });
    expect(backEnd.store.state().mission(mission._id)!.pointsReward).toBe(mission.pointsReward);
  });

  it('answers 404 for an unknown mission whatever the If-Match', async () => {
    const answer = await backEnd.call('PUT', '/api/missions/65a1c0d2e3f4a5b6c7d8ffff', {
      token: amelia,
      json: missionInput({ ...backEnd.store.state().missions[0]!, participants: 0, completed: 0 }),
      headers: { 'if-match': '"9"' },
    });
    expect(answer.status).toBe(404);
  });
});

describe("a member's profile (the specification's own update)", () => {
  it('still updates without If-Match, and honours one when sent', async () => {
    const member = backEnd.store.state().members[7]!;
    const loaded = await backEnd.call('GET', `/api/user/${member._id}`, { token: amelia });
    expect(loaded.headers.get('etag')).toBe('"1"');
    const plain = await backEnd.call('PUT', `/api/profile/${member._id}`, {
      token: amelia,
      form: { fullName: 'Written To The Spec' },
    });
    expect(plain).toMatchObject({ status: 200, data: { data: { version: 2 } } });
    const stale = await backEnd.call('PUT', `/api/profile/${member._id}`, {
      token: omar,
      form: { fullName: 'From An Old Copy' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale).toMatchObject({
      status: 412,
      data: {
        changedBy: { fullName: 'Amelia Clarke' },
        current: { fullName: 'Written To The Spec' },
      },
    });
  });
});

describe('a reward, an advertisement and the own account', () => {
  it('each refuse an update from an older version', async () => {
    const rewards = await backEnd.call('GET', '/api/rewards?limit=10', { token: amelia });
    const reward = (rewards.data as { rewards: { _id: string; version: number }[] }).rewards[0]!;
    const tag = `"${reward.version}"`;
    const put = (token: string, form: Record<string, string>, ifMatch?: string) =>
      backEnd.call('PUT', `/api/rewards/${reward._id}`, {
        token,
        form,
        ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
      });
    expect((await put(omar, { pointsRequired: '260' }, tag)).status).toBe(200);
    expect(await put(amelia, { pointsRequired: '270' }, tag)).toMatchObject({
      status: 412,
      data: { current: { _id: reward._id, pointsRequired: 260 } },
    });
    expect((await put(amelia, { pointsRequired: '270' })).status).toBe(428);

    const ads = await backEnd.call('GET', '/api/advertisements', { token: amelia });
    const ad = (ads.data as { advertisements: { _id: string; title: string; version: number }[] })
      .advertisements[0]!;
    const adPut = (token: string, title: string, ifMatch: string) =>
      backEnd.call('PUT', `/api/advertisements/${ad._id}`, {
        token,
        form: {
          title,
          link: 'https://www.londonclinic.example/flu-jab',
          startsAt: '2026-11-01T08:00:00.000Z',
          endsAt: '2027-01-31T18:00:00.000Z',
          active: 'true',
        },
        headers: { 'if-match': ifMatch },
      });
    expect((await adPut(omar, 'Omar’s title', `"${ad.version}"`)).status).toBe(200);
    expect(await adPut(amelia, 'Amelia’s title', `"${ad.version}"`)).toMatchObject({
      status: 412,
      data: { changedBy: { fullName: 'Omar Haddad' }, current: { title: 'Omar’s title' } },
    });

    const account = await backEnd.call('GET', '/api/admin/me', { token: omar });
    expect(account.headers.get('etag')).toBe('"1"');
    const rename = (fullName: string) =>
      backEnd.call('PUT', '/api/admin/me', {
        token: omar,
        form: { fullName },
        headers: { 'if-match': '"1"' },
      });
    expect((await rename('Omar Haddad')).status).toBe(200);
    expect(await rename('Omar H')).toMatchObject({
      status: 412,
      data: { current: { version: 2 } },
    });
  });
});
