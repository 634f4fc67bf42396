// @vitest-environment node
// Sign-in, tokens, faults, pictures, and Prism refusing an answer that breaks the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../serve.mjs';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;

beforeAll(async () => {
  backEnd = await startThroughPrism({
    // A deliberately wrong answer: a reward without its required fields.
    overrides: { listRewards: () => ({ status: 200, body: { rewards: [{ name: 'Broken' }] } }) },
  });
}, 60_000);
afterAll(async () => backEnd?.stop());

describe('sign-in and tokens', () => {
  it('signs the demo administrator in and accepts the token', async () => {
    const token = await backEnd.adminToken();
    const answer = await backEnd.call('GET', '/api/notification/all', { token });
    expect(answer.status).toBe(200);
  });

  it('answers a wrong password with 401 and the error text', async () => {
    const answer = await backEnd.call('POST', '/api/auth/login', {
      json: { email: DEMO_ADMIN.email, password: 'not-the-password' },
    });
    expect(answer).toEqual({
      status: 401,
      type: expect.stringContaining('json'),
      data: { error: 'Invalid email or password' },
    });
  });

  it('answers no token and an unknown token with 401', async () => {
    expect((await backEnd.call('GET', '/api/notification/all')).status).toBe(401);
    const unknown = await backEnd.call('GET', '/api/notification/all', { token: 'made-up' });
    expect(unknown).toMatchObject({ status: 401, data: { error: 'Invalid or expired token' } });
  });

  it('signs the front desk in, then answers a call its role may not make with 403', async () => {
    const token = await backEnd.staffToken();
    const answer = await backEnd.call('GET', '/api/notification/all', { token });
    expect(answer).toMatchObject({
      status: 403,
      data: {
        error: 'Admin access required',
        message:
          'The front-desk role may not do this; allowed: programme-manager, auditor, administrator.',
        allowedRoles: ['programme-manager', 'auditor', 'administrator'],
      },
    });
  });
});

describe('faults and pictures', () => {
  it("serves the contract's example for the status a Prefer header asks", async () => {
    const token = await backEnd.adminToken();
    const answer = await backEnd.call('GET', '/api/notification/all', {
      token,
      headers: { prefer: 'code=500' },
    });
    expect(answer).toMatchObject({ status: 500, data: { error: 'Internal server error' } });
  });

  it('serves member photos itself, as SVG, without a token', async () => {
    const answer = await backEnd.call('GET', '/api/media/avatars/64b7f0c2a1e4d5f6a7b8c901.svg');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/svg+xml');
    expect(String(answer.data)).toMatch(/^<svg/);
    const unknown = await backEnd.call('GET', '/api/media/avatars/ffffffffffffffffffffffff.svg');
    expect(unknown).toMatchObject({ status: 404, data: { error: 'Picture not found' } });
  });

  it('points every seeded photo and reward image at the back end itself', () => {
    const state = backEnd.store.state();
    const urls = [
      ...state.members.map((m) => m.profilePhoto),
      ...state.rewards.map((r) => r.image),
    ].filter(Boolean);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls)
      expect(url).toMatch(/^\/api\/media\/(avatars|rewards)\/[a-f0-9]{24}\.svg$/);
  });

  it('refuses an answer of the store that breaks the contract', async () => {
    const token = await backEnd.adminToken();
    const answer = await backEnd.call('GET', '/api/rewards/get', { token });
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.data)).toContain('must have required property');
  });
});
