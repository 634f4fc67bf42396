// Sign-in: the demo accounts get a token; the store checks it on every secured operation.
import { randomBytes } from 'node:crypto';
import { forbidden, type Role } from '../roles.ts';
import type { State } from '../state.ts';
import type { Account, Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

export class Sessions {
  private readonly tokens = new Map<string, Account>();

  issue(account: Account): string {
    const token = `lc_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, account);
    return token;
  }

  /** The account behind an `Authorization: Bearer <token>` header, if the token was issued. */
  account(header: string | undefined): Account | undefined {
    const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
    return token ? this.tokens.get(token) : undefined;
  }
}

export function authHandlers(state: () => State, sessions: Sessions, now = () => new Date()) {
  const signIn: Handler<'signIn'> = ({ body }) => {
    const account = state().accounts.find(
      (a) => a.user.email.toLowerCase() === body.email.trim().toLowerCase(),
    );
    if (!account || account.password !== body.password)
      return fail(401, 'Invalid email or password');
    if (account.active === false) return fail(401, 'Account deactivated');
    account.lastSignInAt = now().toISOString();
    return ok({ token: sessions.issue(account), user: account.user });
  };
  return { signIn };
}

/**
 * Why a secured call is refused (401 without a valid token, 403 for a role the operation does
 * not allow), or undefined when the token's account has one of the allowed roles.
 */
export function refusal(header: string | undefined, sessions: Sessions, allowed: readonly Role[]) {
  if (!header)
    return fail(401, 'No token provided', "Send the token as 'Authorization: Bearer <token>'.");
  const account = sessions.account(header);
  if (!account) return fail(401, 'Invalid or expired token');
  // Deactivated since it signed in: the token stops working at once.
  if (account.active === false) return fail(401, 'Account deactivated');
  if (!allowed.includes(account.user.role)) return forbidden(account.user.role, allowed);
  return undefined;
}
