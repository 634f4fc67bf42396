// Staff accounts: the list, adding one (with a temporary password answered once), changing a
// role, deactivating and reactivating. Accounts are changed in place, so a deactivated account's
// sessions are refused on their next call (auth.ts). Nobody changes their own role or status, and
// the last active administrator stays one.
import { toCsv, wantsCsv } from '../csv.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Account, Handler, StaffMember } from '../types.ts';
import { fail, ok } from './errors.ts';

const roleOf = (account: Account) => account.user.role;

/** An account as the staff screen lists it (never its password). */
export const staffOf = (account: Account): StaffMember => ({
  _id: account.user._id,
  fullName: account.user.fullName,
  email: account.user.email,
  role: roleOf(account),
  active: account.active !== false,
  ...(account.lastSignInAt ? { lastSignInAt: account.lastSignInAt } : {}),
  mustChangePassword: account.mustChangePassword === true,
});

const CSV = 'text/csv; charset=utf-8';

const WORDS = ['amber', 'cedar', 'falcon', 'harbour', 'lantern', 'maple', 'meadow', 'orchid'];

/** A temporary password: two words and four digits (at least 12 characters). */
export function temporaryPassword(random: () => number): string {
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const digits = String(Math.floor(random() * 9000) + 1000);
  return `${word()}-${word()}-${digits}`;
}

const isActiveAdministrator = (account: Account) =>
  account.active !== false && roleOf(account) === 'administrator';

const SORTS = {
  fullName: (a: StaffMember, b: StaffMember) => a.fullName.localeCompare(b.fullName),
  email: (a: StaffMember, b: StaffMember) => a.email.localeCompare(b.email),
  lastSignInAt: (a: StaffMember, b: StaffMember) =>
    (a.lastSignInAt ?? '').localeCompare(b.lastSignInAt ?? ''),
};

export function staffHandlers(state: State, now: () => Date, random: () => number) {
  const byId = (id: string) => state.accounts.find((a) => a.user._id === id);

  const listStaff: Handler<'listStaff'> = ({ query, accept }) => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    const search = query.search?.trim().toLowerCase() ?? '';
    const sort = query.sort ?? 'fullName';
    const compare = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
    const all = state.accounts
      .map(staffOf)
      .filter((s) => !search || `${s.fullName}\n${s.email}`.toLowerCase().includes(search))
      .sort((a, b) => (sort.startsWith('-') ? -1 : 1) * compare(a, b));
    // Every matching account (all pages) as a CSV file, each cell made safe (csv.ts).
    if (wantsCsv(accept)) {
      const header = [
        'id',
        'fullName',
        'email',
        'role',
        'active',
        'lastSignInAt',
        'mustChangePassword',
      ];
      const rows = all.map((s) => [
        s._id,
        s.fullName,
        s.email,
        s.role,
        s.active,
        s.lastSignInAt,
        s.mustChangePassword,
      ]);
      return { status: 200, body: toCsv(header, rows), type: CSV };
    }
    return ok({ staff: all.slice((page - 1) * limit, page * limit), total: all.length });
  };

  const createStaffMember: Handler<'createStaffMember'> = ({ body }) => {
    const fullName = body.fullName.trim();
    const email = body.email.trim();
    if (!fullName) return fail(400, 'Full name is required');
    if (state.accounts.some((a) => a.user.email.toLowerCase() === email.toLowerCase()))
      return fail(409, 'Email already in use');
    const password = temporaryPassword(random);
    const account: Account = {
      user: { _id: state.nextId(ID_KIND.account), fullName, email, role: body.role },
      password,
      active: true,
      mustChangePassword: true,
      createdAt: now().toISOString(),
    };
    state.accounts.push(account);
    return ok({ staff: staffOf(account), temporaryPassword: password });
  };

  const updateStaffMember: Handler<'updateStaffMember'> = ({ path, body, account: me }) => {
    const account = byId(path.staffId);
    if (!account) return fail(404, 'Staff member not found');
    const role = body.role ?? roleOf(account);
    const active = body.active ?? account.active !== false;
    const changesRole = role !== roleOf(account);
    const deactivates = !active && account.active !== false;
    const others = state.accounts.filter((a) => a !== account && isActiveAdministrator(a));
    if (isActiveAdministrator(account) && (changesRole || deactivates) && !others.length)
      return fail(
        409,
        'The last active administrator cannot be deactivated or given another role',
        'Make another account an administrator first.',
      );
    if (me && me.user._id === account.user._id && (changesRole || deactivates))
      return fail(409, 'You cannot change your own role or deactivate yourself');
    // In place: the sessions hold this account, so the change reaches them at once.
    account.user = { ...account.user, role };
    account.active = active;
    return ok(staffOf(account));
  };

  return { listStaff, createStaffMember, updateStaffMember };
}
