// @vitest-environment node
// Staff accounts through the public side (gate, Prism, store): the list, adding one with a
// temporary password, changing a role, deactivating (its token answers 401 at once) and
// reactivating; the last active administrator and one's own account; the audit log's entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;

beforeAll(async () => {
  backEnd = await startThroughPrism();
}, 60_000);
afterAll(async () => backEnd?.stop());

type Staff = {
  _id: string;
  fullName: string;
  email: string;
  role: string;
  active: boolean;
  lastSignInAt?: string;
  mustChangePassword: boolean;
};
type Audit = {
  entries: { action: string; changes: { field: string; before?: unknown; after?: unknown }[] }[];
};

const OMAR = { email: 'omar.haddad@londonclinic.example', password: 'saffron-lantern-harbour' };

async function list(token: string, query = '') {
  const answer = await backEnd.call('GET', `/api/staff?limit=50${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.data as { staff: Staff[]; total: number };
}

async function add(token: string, fullName: string, role: string) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}@londonclinic.example`;
  const answer = await backEnd.call('POST', '/api/staff', {
    token,
    json: { fullName, email, role },
  });
  expect(answer.status).toBe(200);
  return { ...(answer.data as { staff: Staff; temporaryPassword: string }), email };
}

const update = (token: string, id: string, json: object, ifMatch = '*') =>
  backEnd.call('PUT', `/api/staff/${id}`, { token, json, headers: { 'if-match': ifMatch } });

/** A new account's own first password: what it chooses instead of the temporary one. */
const OWN_PASSWORD = 'quay-lantern-47-orchid';

const changePassword = (token: string, currentPassword: string) =>
  backEnd.call('PUT', '/api/admin/me/password', {
    token,
    json: { currentPassword, newPassword: OWN_PASSWORD },
  });

describe('the staff list', () => {
  it('lists every account with its role, status and last sign-in, searched by name or e-mail', async () => {
    const token = await backEnd.adminToken();
    const { staff, total } = await list(token);
    expect(total).toBe(staff.length);
    const admin = staff.find((s) => s.email === 'admin@londonclinic.example')!;
    expect(admin).toMatchObject({ role: 'administrator', active: true, mustChangePassword: false });
    expect(Date.parse(admin.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(staff.find((s) => s.email === 'reception@londonclinic.example')?.role).toBe(
      'front-desk',
    );
    expect((await list(token, '&search=HADDAD')).staff.map((s) => s.fullName)).toEqual([
      'Omar Haddad',
    ]);
    const sorted = (await list(token, '&sort=-fullName')).staff.map((s) => s.fullName);
    expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a)));
  });
});

describe('adding a staff member', () => {
  it('answers a temporary password once; it signs in, and must be changed', async () => {
    const token = await backEnd.adminToken();
    const { staff, temporaryPassword, email } = await add(token, 'Grace Okafor', 'front-desk');
    expect(staff).toMatchObject({ role: 'front-desk', active: true, mustChangePassword: true });
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    expect(JSON.stringify(await list(token))).not.toContain(temporaryPassword);
    const own = await backEnd.signInAs({ email, password: temporaryPassword });
    expect(own).toMatch(/^lc_/);
    const again = await backEnd.call('POST', '/api/staff', {
      token,
      json: { fullName: 'Grace Again', email: email.toUpperCase(), role: 'auditor' },
    });
    expect(again).toMatchObject({ status: 409, data: { error: 'Email already in use' } });
  });
});

describe('the temporary password', () => {
  it('is changed before anything else: every other operation answers 403 until then', async () => {
    const token = await backEnd.adminToken();
    const { staff, temporaryPassword, email } = await add(token, 'Tomas Reyes', 'administrator');
    const signedIn = await backEnd.call('POST', '/api/auth/login', {
      json: { email, password: temporaryPassword },
    });
    expect(signedIn).toMatchObject({
      status: 200,
      data: { user: { email, role: 'administrator', mustChangePassword: true } },
    });
    const theirs = (signedIn.data as { token: string }).token;
    const refusedAnswer = {
      status: 403,
      data: {
        error: 'Password change required',
        message: 'Change the temporary password before anything else.',
        mustChangePassword: true,
      },
    };
    expect(await backEnd.call('GET', '/api/staff', { token: theirs })).toMatchObject(refusedAnswer);
    expect(await backEnd.call('GET', '/api/users?limit=1', { token: theirs })).toMatchObject(
      refusedAnswer,
    );
    // Its own account may be read (the app learns why it is held), and the password changed.
    expect(await backEnd.call('GET', '/api/admin/me', { token: theirs })).toMatchObject({
      status: 200,
      data: { email, mustChangePassword: true },
    });
    expect((await changePassword(theirs, 'not-the-temporary-one')).status).toBe(400);
    expect((await backEnd.call('GET', '/api/staff', { token: theirs })).status).toBe(403);

    expect(await changePassword(theirs, temporaryPassword)).toMatchObject({ status: 200 });
    const me = await backEnd.call('GET', '/api/admin/me', { token: theirs });
    expect(me.data).not.toHaveProperty('mustChangePassword');
    expect((await backEnd.call('GET', '/api/staff', { token: theirs })).status).toBe(200);
    const listed = (await list(token)).staff.find((s) => s._id === staff._id);
    expect(listed?.mustChangePassword).toBe(false);
    const again = await backEnd.call('POST', '/api/auth/login', {
      json: { email, password: OWN_PASSWORD },
    });
    expect((again.data as { user: object }).user).not.toHaveProperty('mustChangePassword');
  });

  it('a role the operation does not allow is told so first, and sign-out always works', async () => {
    const token = await backEnd.adminToken();
    const { temporaryPassword, email } = await add(token, 'Mina Park', 'front-desk');
    const theirs = await backEnd.signInAs({ email, password: temporaryPassword });
    expect(await backEnd.call('GET', '/api/staff', { token: theirs })).toMatchObject({
      status: 403,
      data: { error: 'Admin access required', allowedRoles: ['administrator'] },
    });
    expect((await backEnd.call('POST', '/api/auth/logout', { token: theirs })).status).toBe(200);
    expect((await backEnd.call('GET', '/api/admin/me', { token: theirs })).status).toBe(401);
  });
});

describe('changing a role, deactivating and reactivating', () => {
  it('a deactivated account’s token answers 401 on its next call, and it cannot sign in', async () => {
    const token = await backEnd.adminToken();
    const { staff, temporaryPassword, email } = await add(token, 'Ivo Petrov', 'administrator');
    const theirs = await backEnd.signInAs({ email, password: temporaryPassword });
    expect((await changePassword(theirs, temporaryPassword)).status).toBe(200);
    expect((await backEnd.call('GET', '/api/staff', { token: theirs })).status).toBe(200);

    const off = await update(token, staff._id, { active: false });
    expect(off).toMatchObject({ status: 200, data: { active: false } });
    expect(await backEnd.call('GET', '/api/staff', { token: theirs })).toMatchObject({
      status: 401,
      data: { error: 'Account deactivated' },
    });
    const refused = await backEnd.call('POST', '/api/auth/login', {
      json: { email, password: OWN_PASSWORD },
    });
    expect(refused.status).toBe(401);

    expect((await update(token, staff._id, { active: true })).status).toBe(200);
    expect(await backEnd.signInAs({ email, password: OWN_PASSWORD })).toMatch(/^lc_/);

    const role = await update(token, staff._id, { role: 'programme-manager' });
    expect(role).toMatchObject({ status: 200, data: { role: 'programme-manager' } });
    expect((await update(token, '710000000000000000fffff0', { active: false })).status).toBe(404);
  });

  it('nobody changes their own role or deactivates themselves', async () => {
    const token = await backEnd.signInAs(OMAR);
    const omar = (await list(token)).staff.find((s) => s.email === OMAR.email)!;
    for (const change of [{ role: 'auditor' }, { active: false }])
      expect(await update(token, omar._id, change)).toMatchObject({
        status: 409,
        data: { error: 'You cannot change your own role or deactivate yourself' },
      });
    // Saying what already is changes nothing, and is allowed.
    expect((await update(token, omar._id, { role: 'administrator' })).status).toBe(200);
  });

  it('the last active administrator can be neither deactivated nor demoted', async () => {
    const own = await startThroughPrism();
    try {
      const token = await own.adminToken();
      const { staff } = (await own.call('GET', '/api/staff?limit=50', { token })).data as {
        staff: Staff[];
      };
      const me = staff.find((s) => s.email === 'admin@londonclinic.example')!;
      for (const other of staff.filter((s) => s.role === 'administrator' && s !== me))
        expect(
          (
            await own.call('PUT', `/api/staff/${other._id}`, {
              token,
              json: { active: false },
              headers: { 'if-match': '*' },
            })
          ).status,
        ).toBe(200);
      for (const change of [{ active: false }, { role: 'programme-manager' }])
        expect(
          await own.call('PUT', `/api/staff/${me._id}`, {
            token,
            json: change,
            headers: { 'if-match': '*' },
          }),
        ).toMatchObject({
          status: 409,
          data: {
            error: 'The last active administrator cannot be deactivated or given another role',
            message: 'Make another account an administrator first.',
          },
        });
    } finally {
      await own.stop();
    }
  }, 60_000);

  it('the audit log records each change with before and after, and never a password', async () => {
    const token = await backEnd.adminToken();
    const { staff, temporaryPassword } = await add(token, 'Lena Vogel', 'auditor');
    await update(token, staff._id, { role: 'front-desk', active: false });
    const log = await backEnd.call('GET', '/api/audit-log?limit=50', { token });
    expect(log.status).toBe(200);
    const entries = (log.data as Audit).entries.filter((e) => e.action.startsWith('staff.'));
    const changed = entries.find((e) => e.action === 'staff.updated')!;
    expect(changed.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', before: 'auditor', after: 'front-desk' },
        { field: 'active', before: true, after: false },
      ]),
    );
    expect(entries.some((e) => e.action === 'staff.created')).toBe(true);
    expect(JSON.stringify(log.data)).not.toContain(temporaryPassword);
  });
});

describe('the list as CSV, and no lost updates', () => {
  it('answers every account matching the search (all pages) as CSV, each cell safe', async () => {
    const token = await backEnd.adminToken();
    const added = await backEnd.call('POST', '/api/staff', {
      token,
      json: {
        fullName: '=Hyperlink Person',
        email: 'hyperlink@londonclinic.example',
        role: 'auditor',
      },
    });
    expect(added.status).toBe(200);
    const answer = await backEnd.call('GET', '/api/staff?limit=10&search=hyperlink', {
      token,
      headers: { accept: 'text/csv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/csv');
    const lines = (answer.data as string).trim().split('\r\n');
    expect(lines[0]).toBe('id,fullName,email,role,active,lastSignInAt,mustChangePassword');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=Hyperlink Person,");
    expect(lines[1]).toMatch(/,auditor,true,,true$/);
    const all = await backEnd.call('GET', '/api/staff?limit=10', {
      token,
      headers: { accept: 'text/csv' },
    });
    expect((all.data as string).trim().split('\r\n')).toHaveLength((await list(token)).total + 1);
  });

  it('an update from an older version answers 412 with who, when and the account now; without If-Match 428', async () => {
    const token = await backEnd.adminToken();
    const { staff } = await add(token, 'Vera Lind', 'front-desk');
    const listed = (await list(token)).staff.find((s) => s._id === staff._id)!;
    const seen = (listed as Staff & { version: number }).version;
    const first = await update(token, staff._id, { role: 'auditor' }, `"${seen}"`);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(`"${seen + 1}"`);
    const late = await update(token, staff._id, { active: false }, `"${seen}"`);
    expect(late).toMatchObject({
      status: 412,
      data: {
        error: 'Changed by someone else',
        changedBy: { fullName: 'Amelia Clarke' },
        current: { _id: staff._id, role: 'auditor', active: true, version: seen + 1 },
      },
    });
    const none = await backEnd.call('PUT', `/api/staff/${staff._id}`, {
      token,
      json: { active: false },
    });
    expect(none).toMatchObject({ status: 428, data: { error: 'If-Match required' } });
    expect((await list(token)).staff.find((s) => s._id === staff._id)?.active).toBe(true);
  });
});
