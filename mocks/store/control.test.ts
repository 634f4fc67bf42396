// @vitest-environment node
// The control surface (`/__mock/*`) through the public port, as a developer or a test uses it:
// scenarios, snapshots, faults and latency per operation, and every bad input refused with a
// clear message while the back end keeps answering.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token: string;

beforeAll(async () => {
  // On a day of its own: a scenario switched to keeps it.
  backEnd = await startThroughPrism({ members: 200, today: '2027-01-09' });
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const control = (method: string, path: string, json?: unknown) =>
  backEnd.call(method, `/__mock/${path}`, json === undefined ? {} : { json });
const api = (method: string, path: string, json?: unknown) =>
  backEnd.call(method, path, json === undefined ? { token } : { token, json });
const messages = async () =>
  ((await api('GET', '/api/notification/all')).data as { messages: { body: string }[] }).messages;

/** The back end still answers a plain call after a refused control. */
async function stillRunning() {
  expect((await api('GET', '/api/rewards/get')).status).toBe(200);
}

describe('scenarios', () => {
  it('switches to a new, empty programme and back; the session stays signed in', async () => {
    const switched = await control('POST', 'scenario', { name: 'empty' });
    expect(switched).toMatchObject({ status: 200, data: { scenario: 'empty', members: 0 } });
    expect((await api('GET', '/api/rewards/get')).data).toEqual({ rewards: [] });
    expect(await messages()).toEqual([]);
    expect((await control('GET', 'scenario')).data).toMatchObject({ current: 'empty' });

    expect((await api('GET', '/api/admin/me')).status).toBe(200);

    await control('POST', 'scenario', { name: 'default' });
    expect((await messages()).length).toBeGreaterThan(0);
    // The seed's history still ends on the day the back end was pinned to.
    const scans = await api('GET', '/api/admin/scans?limit=10');
    expect(scans.status).toBe(200);
    expect((scans.data as { scans: { at: string }[] }).scans[0]?.at.slice(0, 10)).toBe(
      '2027-01-09',
    );
  });

  it('refuses an unknown scenario with the list of scenarios', async () => {
    const answer = await control('POST', 'scenario', { name: 'christmas' });
    expect(answer).toMatchObject({ status: 400 });
    expect((answer.data as { error: string }).error).toBe(
      'Unknown scenario "christmas"; scenarios: empty, default, busy-day, end-of-year, large, or a recorded FILE.json',
    );
    expect(await control('POST', 'scenario', { name: 'nowhere/clinic.json' })).toMatchObject({
      status: 400,
      data: { error: 'Scenario file nowhere/clinic.json not found' },
    });
    const broken = join(mkdtempSync(join(tmpdir(), 'scenario-')), 'broken.json');
    writeFileSync(broken, '{"members": [');
    const unreadable = await control('POST', 'scenario', { name: broken });
    expect(unreadable.status).toBe(400);
    expect((unreadable.data as { error: string }).error).toMatch(
      `Scenario file ${broken} is not a recording (`,
    );
    expect((await control('GET', 'scenario')).data).toMatchObject({ current: 'default' });
    await stillRunning();
  });
});

describe('snapshots', () => {
  it('returns to a saved state, as often as asked', async () => {
    expect(await control('POST', 'snapshot', { name: 'before' })).toMatchObject({ status: 201 });
    const before = await messages();
    await api('POST', '/api/notification/broadcast', { body: 'Written after the snapshot.' });
    expect((await messages())[0]?.body).toBe('Written after the snapshot.');

    expect(await control('POST', 'restore', { name: 'before' })).toMatchObject({ status: 200 });
    expect(await messages()).toEqual(before);
    expect((await api('GET', '/api/admin/me')).status).toBe(200);

    await api('POST', '/api/notification/broadcast', { body: 'Written again.' });
    await control('POST', 'restore', { name: 'before' });
    expect(await messages()).toEqual(before);

    // A restore returns to the snapshot's scenario too (a reset then seeds that one).
    await control('POST', 'scenario', { name: 'empty' });
    expect(await messages()).toEqual([]);
    expect(await control('POST', 'restore', { name: 'before' })).toMatchObject({
      data: { scenario: 'default' },
    });
    expect(await messages()).toEqual(before);
    expect((await control('GET', 'scenario')).data).toMatchObject({ current: 'default' });
    expect((await control('GET', 'snapshots')).data).toMatchObject({
      snapshots: [{ name: 'before' }],
    });
  });

  it('refuses an unknown snapshot and a missing name', async () => {
    const unknown = await control('POST', 'restore', { name: 'never-taken' });
    expect(unknown).toMatchObject({
      status: 404,
      data: { error: 'Unknown snapshot "never-taken"; snapshots: before' },
    });
    expect(await control('POST', 'snapshot', {})).toMatchObject({
      status: 400,
      data: { error: '"name" is required' },
    });
    await stillRunning();
  });
});

describe('faults and latency per operation', () => {
  it('answers a status for the next N calls, with the contract example Prism accepts', async () => {
    const armed = await control('POST', 'faults', {
      operationId: 'listRewards',
      status: 500,
      times: 2,
    });
    expect(armed).toMatchObject({ status: 201, data: { fault: { remaining: 2 } } });
    const first = await api('GET', '/api/rewards/get');
    expect(first.status).toBe(500);
    // The contract's own example, passed by Prism's validation (not Prism's violation report).
    expect(first.data).toHaveProperty('error');
    expect(first.data).not.toHaveProperty('validation');
    expect((await api('GET', '/api/rewards/get')).status).toBe(500);
    expect((await api('GET', '/api/rewards/get')).status).toBe(200);
    expect((await control('GET', 'faults')).data).toMatchObject({ faults: [] });
  });

  it('drops the connection, then answers again; a fault by method and path', async () => {
    await control('POST', 'faults', {
      method: 'get',
      path: '/api/notification/all',
      drop: true,
      times: 1,
    });
    await expect(backEnd.fetch('/api/notification/all')).rejects.toThrow();
    expect((await api('GET', '/api/notification/all')).status).toBe(200);
  });

  it('holds one operation until cleared; latency holds every answer', async () => {
    await control('POST', 'faults', { operationId: 'listRewards', delay: 300 });
    const started = performance.now();
    expect((await api('GET', '/api/rewards/get')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(await control('DELETE', 'faults?operationId=listRewards')).toMatchObject({
      data: { cleared: 1 },
    });

    expect(await control('POST', 'latency', { ms: 200 })).toMatchObject({ status: 200 });
    const held = performance.now();
    await api('GET', '/api/notification/all');
    expect(performance.now() - held).toBeGreaterThanOrEqual(190);
    await control('POST', 'latency', { ms: 0 });
  });

  it('refuses an unknown operation, a path the contract lacks and a status it does not declare', async () => {
    expect(await control('POST', 'faults', { operationId: 'launchRocket', status: 500 })).toEqual(
      expect.objectContaining({
        status: 400,
        data: {
          error:
            'Unknown operationId "launchRocket": GET /__mock/operations lists the contract\'s operations',
        },
      }),
    );
    expect(
      await control('POST', 'faults', { method: 'GET', path: '/api/rockets', status: 500 }),
    ).toMatchObject({
      status: 400,
      data: { error: 'The contract has no operation at GET /api/rockets' },
    });
    const undeclared = await control('POST', 'faults', { operationId: 'listRewards', status: 418 });
    expect(undeclared.status).toBe(400);
    expect((undeclared.data as { error: string }).error).toMatch(
      /^listRewards declares no 418 answer; it declares 200/,
    );
    expect(await control('POST', 'latency', { ms: -5 })).toMatchObject({ status: 400 });
    expect(await control('GET', 'nothing-here')).toMatchObject({ status: 404 });
    await stillRunning();
  });

  it('lists the contract operations and the statuses each declares', async () => {
    const { operations } = (await control('GET', 'operations')).data as {
      operations: { operationId: string; method: string; path: string; statuses: number[] }[];
    };
    expect(operations).toContainEqual({
      operationId: 'listRewards',
      method: 'GET',
      path: '/api/rewards/get',
      statuses: expect.arrayContaining([200, 500]),
    });
  });
});
