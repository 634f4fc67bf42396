// The signed-in administrator's own account: read it, change the name or photo, change the
// password (checked against the current one and the strength rule; every other session of the
// account ends). The account is changed in place, so its sessions and the next sign-in see the
// change at once.
import { weakPasswordReason } from '../password.ts';
import type { State } from '../state.ts';
import type { Account, Handler } from '../types.ts';
import { userOf, type Sessions } from './auth.ts';
import { fail, ok } from './errors.ts';

/** The specification's full-name rule: letters of any script, spaces, . ' - ; 1 to 100. */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'’-]+$/u;
const A_LETTER = /\p{L}/u;
const CONSECUTIVE_PUNCTUATION = /[.'’-]{2}/u;
const isFullName = (name: string) =>
  Array.from(name).length <= 100 &&
  NAME_CHARACTERS.test(name) &&
  A_LETTER.test(name) &&
  !CONSECUTIVE_PUNCTUATION.test(name);

const profileOf = userOf;

export function accountHandlers(state: State, sessions: Sessions) {
  /** The account behind the token: the secured wrapper has already refused anyone else. */
  const signedIn = (account: Account | undefined) =>
    account && state.accounts.includes(account) ? account : undefined;

  const getAdminMe: Handler<'getAdminMe'> = ({ account }) => {
    const me = signedIn(account);
    if (!me) return fail(401, 'Invalid or expired token');
    return ok(profileOf(me));
  };

  const updateAdminMe: Handler<'updateAdminMe'> = ({ account, body, images }) => {
    const me = signedIn(account);
    if (!me) return fail(401, 'Invalid or expired token');
    const fullName = body.fullName.trim();
    if (!fullName) return fail(400, 'Full name is required');
    if (!isFullName(fullName)) return fail(400, 'Invalid full name');
    const decoded = images.profilePhoto;
    // A `profilePhoto` field sent as text is not a file.
    if (!decoded && body.profilePhoto !== undefined)
      return fail(400, 'The file is not a PNG, JPEG or WebP image.');
    if (decoded && 'error' in decoded) return fail(400, decoded.error);
    const old = me.user.profilePhoto;
    me.user = {
      ...me.user,
      fullName,
      ...(decoded ? { profilePhoto: state.images.put('avatars', decoded.image) } : {}),
    };
    // The replaced upload is nobody else's: it goes (seeded photos are not uploads).
    if (decoded && old?.includes('/uploads/')) state.images.remove(old);
    return ok({ message: 'Profile updated successfully', data: profileOf(me) });
  };

  const changeAdminPassword: Handler<'changeAdminPassword'> = ({ account, body, token }) => {
    const me = signedIn(account);
    if (!me) return fail(401, 'Invalid or expired token');
    if (body.currentPassword !== me.password) return fail(400, 'Current password is incorrect');
    const weak = weakPasswordReason(body.newPassword, me.user);
    if (weak) return fail(400, 'New password is too weak', weak);
    const changed = body.newPassword !== me.password;
    me.password = body.newPassword;
    // Whoever signed in with the old password is signed out; this session stays. The same
    // password again changes nothing (contract:check sends it).
    if (changed) sessions.revokeOthers(me, token);
    me.mustChangePassword = false;
    return ok({ message: 'Password changed' });
  };

  return { getAdminMe, updateAdminMe, changeAdminPassword };
}
