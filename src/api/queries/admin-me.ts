import type { components } from '@generated/api';
import type { SessionUser } from '@/session/session-atoms';
import { $api } from '../client';

export type AdminProfile = components['schemas']['AdminProfile'];

/**
 * GET /api/admin/me: the signed-in admin's own account (the header and "My Profile" read it). A
 * failed answer is not asked again because another part of the screen starts to read it (the
 * header is there before the screen): the screen offers Try again.
 */
export const adminMeQuery = () =>
  $api.queryOptions('get', '/api/admin/me', {}, { retryOnMount: false });

/** The session user (local storage `user`) that matches the account. */
export const sessionUserOf = (me: AdminProfile): SessionUser => ({
  _id: me._id,
  fullName: me.fullName,
  email: me.email,
  ...(me.profilePhoto ? { profilePhoto: me.profilePhoto } : {}),
});

/** Whether the stored session user already says what the account says. */
export const sameSessionUser = (user: SessionUser, me: AdminProfile) =>
  user._id === me._id &&
  user.fullName === me.fullName &&
  user.email === me.email &&
  (user.profilePhoto ?? '') === (me.profilePhoto ?? '');
