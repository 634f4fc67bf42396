// @vitest-environment node
// Recording: the project's own offline back end stands in for the real one. What is recorded
// replays (the same lists answer the same data), an answer that breaks the contract is reported
// and not kept, secrets go, --anonymise replaces people's details consistently, and a target that
// does not answer is a clear message.
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { record, TargetUnreachable, writeScenario } from './record.ts';
import { startThroughPrism } from './through-prism.ts';

let real: Awaited<ReturnType<typeof startThroughPrism>>;
let replay: Awaited<ReturnType<typeof startThroughPrism>> | undefined;
const folder = mkdtempSync(join(tmpdir(), 'recording-'));

beforeAll(async () => {
  real = await startThroughPrism({
    members: 120,
    // The real back end's rewards answer breaks the contract (a reward without its fields).
    overrides: { listRewards: () => ({ status: 200, body: { rewards: [{ name: 'Broken' }] } }) },
  });
}, 60_000);
afterAll(async () => {
  await replay?.stop();
  await real?.stop();
});

const list = async (backEnd: typeof real, path: string) =>
  (await backEnd.call('GET', path, { token: await backEnd.adminToken() })).data;

describe('record and replay', () => {
  it('replays what it recorded; reports the answer the contract refuses and keeps nothing of it', async () => {
    // Prism in front of the stand-in turns the broken answer into its own 500: the recorder
    // talks to the store's port, as it would to a real back end without Prism.
    const token = await real.adminToken();
    const { scenario, refused } = await record({ target: real.store.url, token });
    expect(refused).toEqual([
      expect.objectContaining({
        operationId: 'listRewards',
        path: '/api/rewards/get',
        status: 200,
      }),
    ]);
    expect(scenario.rewards).toEqual([]);
    expect(scenario.members).toHaveLength(real.store.state().members.length);
    expect(JSON.stringify(scenario)).not.toContain(token);

    const file = join(folder, 'recorded.json');
    writeScenario(file, scenario);
    replay = await startThroughPrism({ scenario: file });
    for (const path of [
      '/api/users?page=2&limit=20',
      '/api/notification/all',
      '/api/advertisements?page=1&limit=50',
    ])
      expect(await list(replay, path), path).toEqual(await list(real, path));
    // Missions with the same due date, and a mission's participants, come in the order the back
    // end keeps them, which a recording cannot see: the same rows, with the same figures.
    const rows = async (backEnd: typeof real, path: string, field: string) =>
      ((await list(backEnd, path)) as Record<string, { _id: string }[]>)[field]!.sort((a, b) =>
        a._id.localeCompare(b._id),
      );
    const missions = '/api/missions?page=1&limit=50';
    expect(await rows(replay, missions, 'missions')).toEqual(
      await rows(real, missions, 'missions'),
    );
    const participants = '/api/missions/65a1c0d2e3f4a5b6c7d8e901/participants?page=1&limit=50';
    expect(await rows(replay, participants, 'participants')).toEqual(
      await rows(real, participants, 'participants'),
    );
  }, 60_000);

  it('--anonymise replaces names, e-mails and phones, the same value by the same stand-in', async () => {
    const token = await real.adminToken();
    const { scenario } = await record({ target: real.store.url, token, anonymise: true });
    const original = real.store.state().members;
    const names = new Set(original.map((m) => m.fullName));
    expect(
      scenario.members.filter((m) => m.fullName && names.has(m.fullName)).map((m) => m.fullName),
    ).toEqual([]);
    expect(scenario.members.map((m) => m._id)).toEqual(original.map((m) => m._id));
    const phones = new Map<string, string>();
    scenario.members.forEach((m, i) => {
      const before = original[i]!.phoneNumber;
      if (!before || !m.phoneNumber) return;
      expect(phones.get(before) ?? m.phoneNumber).toBe(m.phoneNumber);
      phones.set(before, m.phoneNumber);
      expect(m.phoneNumber).not.toBe(before);
    });
  });

  it('says so when the target does not answer', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const target = `http://127.0.0.1:${port}`;
    const attempt = record({ target, token: 't' });
    await expect(attempt).rejects.toThrow(TargetUnreachable);
    await expect(attempt).rejects.toThrow(
      `The back end at ${target} does not answer (connect ECONNREFUSED 127.0.0.1:${port}); nothing was recorded`,
    );
  });
});
