// @vitest-environment node
// The administrator's own account through the public side (gate, Prism, store), as the app uses it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordScore } from '../../src/lib/password/password-rule.ts';
import { weakPasswordReason } from './password.ts';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;

beforeAll(async () => {
  backEnd = await startThroughPrism();
}, 60_000);
afterAll(async () => backEnd?.stop());

const OMAR = { email: 'omar.haddad@londonclinic.example', password: 'saffron-lantern-harbour' };
const SOFIA = { email: 'sofia.marin@londonclinic.example', password: 'juniper-compass-meadow' };

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00897b' } })
          .png()
          .toBuffer(),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

describe('the password rule', () => {
  it('wants 10 characters or more that are hard to guess', () => {
    expect(weakPasswordReason('password12', {})).toMatch(/hard to guess/);
    expect(weakPasswordReason('Tr0ub4dor', {})).toMatch(/at least 10/);
    expect(weakPasswordReason('lantern-orchid-47-quay', {})).toBeUndefined();
    expect(weakPasswordReason(`${'x9-'.repeat(43)}`, {})).toMatch(/at most 128/);
  });

  it("counts the account's own name and e-mail as guesses", () => {
    const omar = { fullName: 'Omar Haddad', email: 'omar.haddad@londonclinic.example' };
    expect(passwordScore('haddad-omar-1', omar)).toBeLessThan(passwordScore('haddad-omar-1'));
    expect(weakPasswordReason('londonclinic2026!', omar)).toBeDefined();
  });
});

describe('GET and PUT /api/admin/me', () => {
  it('answers the signed-in account, with its role', async () => {
    const token = await backEnd.adminToken();
    const me = await backEnd.call('GET', '/api/admin/me', { token });
    expect(me).toMatchObject({
      status: 200,
      data: {
        email: 'admin@londonclinic.example',
        fullName: 'Amelia Clarke',
        role: 'administrator',
      },
    });
  });

  it('needs a token; every role reads its own account, the front desk included', async () => {
    expect((await backEnd.call('GET', '/api/admin/me')).status).toBe(401);
    const staff = await backEnd.staffToken();
    expect(await backEnd.call('GET', '/api/admin/me', { token: staff })).toMatchObject({
      status: 200,
      data: { email: 'reception@londonclinic.example', role: 'front-desk' },
    });
  });

  it('changes the name and the photo; the next sign-in and the picture show them', async () => {
    const token = await backEnd.signInAs(OMAR);
    const saved = await backEnd.call('PUT', '/api/admin/me', {
      token,
      form: { fullName: '  Omar Haddad-Nour ', profilePhoto: await png() },
    });
    expect(saved).toMatchObject({
      status: 200,
      data: { data: { fullName: 'Omar Haddad-Nour', email: OMAR.email, role: 'administrator' } },
    });
    const photo = (saved.data as { data: { profilePhoto: string } }).data.profilePhoto;
    expect(photo).toMatch(/^\/api\/media\/avatars\/uploads\//);
    const picture = await backEnd.fetch(photo);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    const again = await backEnd.call('POST', '/api/auth/login', { json: OMAR });
    expect(again.data).toMatchObject({
      user: { fullName: 'Omar Haddad-Nour', profilePhoto: photo },
    });
    // A name alone keeps the photo.
    const renamed = await backEnd.call('PUT', '/api/admin/me', {
      token,
      form: { fullName: 'Omar Haddad' },
    });
    expect(renamed.data).toMatchObject({ data: { fullName: 'Omar Haddad', profilePhoto: photo } });
  });

  it('refuses a blank or invalid name and a hostile photo, and keeps the account', async () => {
    const token = await backEnd.signInAs(OMAR);
    const blank = await backEnd.call('PUT', '/api/admin/me', { token, form: { fullName: '   ' } });
    expect(blank).toMatchObject({ status: 400, data: { error: 'Full name is required' } });
    const digits = await backEnd.call('PUT', '/api/admin/me', {
      token,
      form: { fullName: 'R2-D2' },
    });
    expect(digits).toMatchObject({ status: 400, data: { error: 'Invalid full name' } });
    const html = new File(['<script>alert(1)</script>'], 'me.png', { type: 'image/png' });
    const hostile = await backEnd.call('PUT', '/api/admin/me', {
      token,
      form: { fullName: 'Mallory', profilePhoto: html },
    });
    expect(hostile).toMatchObject({
      status: 400,
      data: { error: 'The file is not a PNG, JPEG or WebP image.' },
    });
    const me = await backEnd.call('GET', '/api/admin/me', { token });
    expect(me.data).toMatchObject({ fullName: 'Omar Haddad' });
  });
});

describe('PUT /api/admin/me/password', () => {
  it('refuses a wrong current password and a weak new one with their reasons', async () => {
    const token = await backEnd.signInAs(SOFIA);
    const wrong = await backEnd.call('PUT', '/api/admin/me/password', {
      token,
      json: { currentPassword: 'not-my-password', newPassword: 'lantern-orchid-47-quay' },
    });
    expect(wrong).toMatchObject({ status: 400, data: { error: 'Current password is incorrect' } });
    const weak = await backEnd.call('PUT', '/api/admin/me/password', {
      token,
      json: { currentPassword: SOFIA.password, newPassword: 'password123' },
    });
    expect(weak).toMatchObject({ status: 400, data: { error: 'New password is too weak' } });
    // The same password again changes nothing.
    const same = await backEnd.call('PUT', '/api/admin/me/password', {
      token,
      json: { currentPassword: SOFIA.password, newPassword: SOFIA.password },
    });
    expect(same.status).toBe(200);
    // Still the old password.
    expect(await backEnd.signInAs(SOFIA)).toMatch(/^lc_/);
  });

  it('changes it: the new password signs in, the old one no longer does', async () => {
    const token = await backEnd.signInAs(SOFIA);
    const changed = await backEnd.call('PUT', '/api/admin/me/password', {
      token,
      json: { currentPassword: SOFIA.password, newPassword: 'lantern-orchid-47-quay' },
    });
    expect(changed).toMatchObject({ status: 200, data: { message: 'Password changed' } });
    const old = await backEnd.call('POST', '/api/auth/login', { json: SOFIA });
    expect(old.status).toBe(401);
    const fresh = await backEnd.signInAs({ ...SOFIA, password: 'lantern-orchid-47-quay' });
    expect(fresh).toMatch(/^lc_/);
    // The session that changed it stays signed in.
    expect((await backEnd.call('GET', '/api/admin/me', { token })).status).toBe(200);
  });
});
