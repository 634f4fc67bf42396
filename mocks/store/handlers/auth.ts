// Sign-in and sign-out: the demo accounts get a token that lasts a working day and is renewed by
// every call that uses it; sign-out revokes it, a password change revokes the account's others.
// Five wrong passwords for one e-mail address within 15 minutes lock its sign-in (429) until the
// oldest of them is 15 minutes old. The clock is the store's (injectable for tests).
import { randomBytes } from 'node:crypto';
import { forbidden, passwordChangeRequired, type Role } from '../roles.ts';
import type { State } from '../state.ts';
import type { Account, Handler, SessionUser } from '../types.ts';
import { fail, ok } from './errors.ts';

/** A token's life without use (ms): a working day. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Wrong passwords for one e-mail address that lock its sign-in ... */
export const SIGN_IN_ATTEMPTS = 5;
/** ... when they fall within this window (ms). */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

interface Session {
  account: Account;
  expires: number;
}

const tokenOf = (header: string | undefined) => header?.match(/^Bearer\s+(.+)$/i)?.[1];

export class Sessions {
  private readonly tokens = new Map<string, Session>();
  /** Wrong passwords by e-mail address (lower case): when each was sent (ms). */
  private readonly failures = new Map<string, number[]>();

  private readonly now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.now = now;
  }

  issue(account: Account): string {
    const token = `lc_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { account, expires: this.now().getTime() + SESSION_LIFETIME_MS });
    return token;
  }

  /**
   * The account behind an `Authorization: Bearer <token>` header, if the token was issued, is
   * not revoked and has not expired; using it renews it for another working day.
   */
  account(header: string | undefined): Account | undefined {
    const token = tokenOf(header);
    const session = token ? this.tokens.get(token) : undefined;
    if (!token || !session) return undefined;
    const now = this.now().getTime();
    if (session.expires <= now) {
      this.tokens.delete(token);
      return undefined;
    }
    session.expires = now + SESSION_LIFETIME_MS;
    return session.account;
  }

  /** Sign-out: the token stops working. */
  revoke(token: string): void {
    this.tokens.delete(token);
  }

  /** Every session of the account except the one given ends (a password change). */
  revokeOthers(account: Account, keep: string | undefined): void {
    for (const [token, session] of this.tokens)
      if (token !== keep && session.account.user._id === account.user._id)
        this.tokens.delete(token);
  }

  /** Seconds until the e-mail address may try again, or undefined when it may now. */
  lockedFor(email: string): number | undefined {
    const recent = this.recentFailures(email);
    if (recent.length < SIGN_IN_ATTEMPTS) return undefined;
    const oldest = recent[recent.length - SIGN_IN_ATTEMPTS]!;
    return Math.max(1, Math.ceil((oldest + SIGN_IN_WINDOW_MS - this.now().getTime()) / 1000));
  }

  failed(email: string): void {
    this.failures.set(email, [...this.recentFailures(email), this.now().getTime()]);
  }

  succeeded(email: string): void {
    this.failures.delete(email);
  }

  private recentFailures(email: string): number[] {
    const since = this.now().getTime() - SIGN_IN_WINDOW_MS;
    const recent = (this.failures.get(email) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(email);
    else this.failures.set(email, recent);
    return recent;
  }
}

/** The account as sign-in and GET /api/admin/me answer it: with `mustChangePassword` while it holds. */
export const userOf = (account: Account): SessionUser =>
  account.mustChangePassword ? { ...account.user, mustChangePassword: true } : account.user;

/** "14 minutes", "1 minute", "40 seconds": how long the English message says to wait. */
const waitInWords = (seconds: number) => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export function authHandlers(state: () => State, sessions: Sessions, now = () => new Date()) {
  const signIn: Handler<'signIn'> = ({ body }) => {
    const email = body.email.trim().toLowerCase();
    const wait = sessions.lockedFor(email);
    if (wait !== undefined)
      return {
        status: 429,
        body: { error: 'Too many sign-in attempts', message: `Try again in ${waitInWords(wait)}.` },
        headers: { 'retry-after': String(wait) },
      };
    const account = state().accounts.find((a) => a.user.email.toLowerCase() === email);
    if (!account || account.password !== body.password) {
      sessions.failed(email);
      return fail(401, 'Invalid email or password');
    }
    if (account.active === false) return fail(401, 'Account deactivated');
    sessions.succeeded(email);
    account.lastSignInAt = now().toISOString();
    return ok({ token: sessions.issue(account), user: userOf(account) });
  };

  const signOut: Handler<'signOut'> = ({ token }) => {
    if (token) sessions.revoke(token);
    return ok({ message: 'Signed out' });
  };
  return { signIn, signOut };
}

/**
 * Why a secured call is refused (401 without a valid token, 403 for a role the operation does
 * not allow, 403 for an account that must first replace its temporary password and an operation
 * not allowed before that), or undefined when the token's account may call it.
 */
export function refusal(
  header: string | undefined,
  sessions: Sessions,
  allowed: readonly Role[],
  beforePasswordChange = false,
) {
  if (!header)
    return fail(401, 'No token provided', "Send the token as 'Authorization: Bearer <token>'.");
  const account = sessions.account(header);
  if (!account) return fail(401, 'Invalid or expired token');
  // Deactivated since it signed in: the token stops working at once.
  if (account.active === false) return fail(401, 'Account deactivated');
  if (!allowed.includes(account.user.role)) return forbidden(account.user.role, allowed);
  if (account.mustChangePassword && !beforePasswordChange) return passwordChangeRequired();
  return undefined;
}

export { tokenOf };
