import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { $api } from '@/api/client';
import { adminMeQuery, sessionUserOf } from '@/api/queries/admin-me';
import { sessionUserAtom } from '@/session/session-atoms';
import { passwordChange, type PasswordForm } from '../rules/password-form';
import { profileFields, profileMultipart, type ProfileForm } from '../rules/profile-form';

/**
 * Saves the admin's name and photo (a multipart form). The answer replaces the shared account
 * query at once, so the header shows the change without asking again, and the stored session user
 * follows it.
 */
export function useUpdateAdminMe() {
  const queryClient = useQueryClient();
  const setUser = useSetAtom(sessionUserAtom);
  const { mutateAsync } = $api.useMutation('put', '/api/admin/me', {
    onSuccess: (answer) => {
      queryClient.setQueryData(adminMeQuery().queryKey, answer.data);
      setUser(sessionUserOf(answer.data));
    },
  });
  return useCallback(
    (form: ProfileForm) =>
      mutateAsync({ body: profileFields(form), bodySerializer: () => profileMultipart(form) }),
    [mutateAsync],
  );
}

/** Changes the admin's password (the current one and the new one). */
export function useChangePassword() {
  const { mutateAsync } = $api.useMutation('put', '/api/admin/me/password');
  return useCallback(
    (form: PasswordForm) => mutateAsync({ body: passwordChange(form) }),
    [mutateAsync],
  );
}
