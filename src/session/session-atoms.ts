import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { components } from '@generated/api';
import { rawStringStorage, validatedJsonStorage } from '@/lib/local-storage';

export type SessionUser = components['schemas']['SessionUser'];

/** Local storage keys named by the specification. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === 'string' &&
    typeof user.fullName === 'string' &&
    typeof user.email === 'string' &&
    typeof user.role === 'string'
  );
}

export const tokenAtom = atomWithStorage<string | null>(TOKEN_KEY, null, rawStringStorage(), {
  getOnInit: true,
});

export const sessionUserAtom = atomWithStorage<SessionUser | null>(
  USER_KEY,
  null,
  validatedJsonStorage(
    (value): value is SessionUser | null => value === null || isSessionUser(value),
  ),
  { getOnInit: true },
);

/**
 * The temporary password a new account signed in with, kept in memory only (never stored) so
 * that the forced password change does not ask for it again; null once changed or after a reload.
 */
export const temporaryPasswordAtom = atom<string | null>(null);

/** Why the admin was sent to sign-in, shown there once. */
export type SessionNotice = 'expired' | 'signedOut';
export const sessionNoticeAtom = atom<SessionNotice | null>(null);
