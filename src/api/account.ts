// The Account tag: the signed-in admin's own account.
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import type { components } from '@generated/api';
import { sessionUserAtom, type SessionUser } from '@/session/session-atoms';
import { $api } from './client';
import { useWrite } from './write';
import { ifMatch } from './versions';

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
  role: me.role,
  ...(me.profilePhoto ? { profilePhoto: me.profilePhoto } : {}),
  ...(me.mustChangePassword ? { mustChangePassword: true } : {}),
});

/** Whether the stored session user already says what the account says. */
export const sameSessionUser = (user: SessionUser, me: AdminProfile) =>
  user._id === me._id &&
  user.fullName === me.fullName &&
  user.email === me.email &&
  user.role === me.role &&
  (user.profilePhoto ?? '') === (me.profilePhoto ?? '') &&
  (user.mustChangePassword ?? false) === (me.mustChangePassword ?? false);

/**
 * PUT /api/admin/me: saves the admin's name and photo as a multipart form (`fields` as typed for
 * the contract, `multipart` what is sent). The answer replaces the shared account query at once,
 * so the header shows the change without asking again, and the stored session user follows it.
 */
export function useUpdateAdminMe() {
  const setUser = useSetAtom(sessionUserAtom);
  const { mutateAsync } = useWrite('put', '/api/admin/me', {
    updates: (queryClient, answer) => {
      queryClient.setQueryData(adminMeQuery().queryKey, answer.data);
      setUser(sessionUserOf(answer.data));
    },
  });
  return useCallback(
    (fields: AdminProfileFields, multipart: FormData, version: number | undefined) =>
      mutateAsync({
        params: { header: { 'If-Match': ifMatch(version) } },
        body: fields,
        bodySerializer: () => multipart,
      }),
    [mutateAsync],
  );
}

export type AdminProfileFields = components['schemas']['AdminProfileUpdate'];
export type PasswordChange = components['schemas']['PasswordChange'];

/** An account with its own password: the temporary one is gone. */
const withOwnPassword = <T extends { mustChangePassword?: boolean }>(account: T): T => {
  const own = { ...account };
  delete own.mustChangePassword;
  return own;
};

/**
 * PUT /api/admin/me/password: the current password and the new one. Changed, the account no
 * longer has a temporary password: the stored user and the account's answer say so at once.
 */
export function useChangePassword() {
  const setUser = useSetAtom(sessionUserAtom);
  const { mutateAsync } = useWrite('put', '/api/admin/me/password', {
    updates: (queryClient) => {
      queryClient.setQueryData(adminMeQuery().queryKey, (me) => me && withOwnPassword(me));
      setUser((user) => user && withOwnPassword(user));
    },
  });
  return useCallback((body: PasswordChange) => mutateAsync({ body }), [mutateAsync]);
}
