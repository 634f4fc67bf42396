// @vitest-environment node
// Sessions that end, through the public side (gate, Prism, store) with the store's clock moved by
// the test: a token lasts a working day and is renewed while used, sign-out revokes it, a password
// change ends the account's other sessions, and five wrong passwords lock sign-in for 15 minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../serve.mjs';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let clock = Date.parse('2026-11-22T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  backEnd = await startThroughPrism({ now: () => new Date(clock) });
}, 60_000);
afterAll(async () => backEnd?.stop());

const OMAR = { email: 'omar.haddad@londonclinic.example', password: 'saffron-lantern-harbour' };
const SOFIA = { email: 'sofia.marin@londonclinic.example', password: 'juniper-compass-meadow' };
const me = (token: string) => backEnd.call('GET', '/api/admin/me', { token });
const signIn = (email: string, password: string) =>
  backEnd.call('POST', '/api/auth/login', { json: { email, password } });

describe('a token', () => {
  it('expires after a working day without use, as an unknown token does', async () => {
    const token = await backEnd.adminToken();
    clock += 8 * HOUR - MINUTE;
    expect((await me(token)).status).toBe(200);
    clock += 8 * HOUR;
    expect(await me(token)).toMatchObject({
      status: 401,
      data: { error: 'Invalid or expired token' },
    });
  });

  it('is renewed by every call that uses it', async () => {
    const token = await backEnd.adminToken();
    for (let hour = 0; hour < 4; hour += 1) {
      clock += 5 * HOUR;
      expect((await me(token)).status).toBe(200);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it carries, and only that one', async () => {
    const leaving = await backEnd.adminToken();
    const staying = await backEnd.adminToken();
    expect(await backEnd.call('POST', '/api/auth/logout', { token: leaving })).toMatchObject({
      status: 200,
      data: { message: 'Signed out' },
    });
    expect((await me(leaving)).status).toBe(401);
    expect((await backEnd.call('POST', '/api/auth/logout', { token: leaving })).status).toBe(401);
    expect((await me(staying)).status).toBe(200);
  });

  it('signs out an account that is not an administrator too', async () => {
    const staff = await backEnd.staffToken();
    expect((await backEnd.call('POST', '/api/auth/logout', { token: staff })).status).toBe(200);
    expect((await backEnd.call('POST', '/api/auth/logout')).status).toBe(401);
  });
});

describe('a password change', () => {
  it("ends the account's other sessions and keeps the one that made it", async () => {
    const elsewhere = await backEnd.signInAs(SOFIA);
    const here = await backEnd.signInAs(SOFIA);
    const otherAccount = await backEnd.signInAs(OMAR);
    const change = (token: string, from: string, to: string) =>
      backEnd.call('PUT', '/api/admin/me/password', {
        token,
        json: { currentPassword: from, newPassword: to },
      });
    expect((await change(here, SOFIA.password, 'lantern-orchid-47-quay')).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    expect((await me(otherAccount)).status).toBe(200);
    expect((await change(here, 'lantern-orchid-47-quay', SOFIA.password)).status).toBe(200);
  });
});

describe('sign-in after wrong passwords', () => {
  it('answers 429 with Retry-After after 5 wrong passwords within 15 minutes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(OMAR.email, 'not-the-password')).status).toBe(401);
      clock += MINUTE;
    }
    // The right password too: the lock is the account's, not the guess's.
    const locked = await signIn(OMAR.email.toUpperCase(), OMAR.password);
    expect(locked).toMatchObject({
      status: 429,
      data: { error: 'Too many sign-in attempts', message: 'Try again in 10 minutes.' },
    });
    expect(locked.headers.get('retry-after')).toBe(String(10 * 60));
    // Another account is not locked.
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(200);
    // Once the first wrong password is 15 minutes old, one more try is allowed.
    clock += 10 * MINUTE;
    expect((await signIn(OMAR.email, OMAR.password)).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await signIn(OMAR.email, 'not-the-password')).status).toBe(401);
    expect((await signIn(OMAR.email, OMAR.password)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await signIn(OMAR.email, 'not-the-password')).status).toBe(401);
    expect((await signIn(OMAR.email, OMAR.password)).status).toBe(200);
  });

  it('counts an unknown address like a known one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn('nobody@londonclinic.example', 'guess')).status).toBe(401);
    expect((await signIn('nobody@londonclinic.example', 'guess')).status).toBe(429);
    clock += 15 * MINUTE;
  });
});
