import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { profileFormData, type ProfileUpdate } from '../rules/profile-schema';
import { memberQuery } from './member-query';

/**
 * PUT /api/profile/{userId} as a multipart form. The body serializer returns `FormData`, so
 * openapi-fetch sets no Content-Type and the browser writes `multipart/form-data; boundary=…`.
 * On success the member's cache takes the server's answer at once (the profile panel shows it
 * without another call) and pages of the members list are fetched again when next shown.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const mutation = $api.useMutation('put', '/api/profile/{userId}', {
    onSuccess: (answer, { params }) => {
      queryClient.setQueryData(memberQuery(params.path.userId).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/users'] });
    },
  });
  const { mutateAsync } = mutation;
  const update = useCallback(
    (userId: string, body: ProfileUpdate) =>
      mutateAsync({ params: { path: { userId } }, body, bodySerializer: profileFormData }),
    [mutateAsync],
  );
  return { update, isPending: mutation.isPending };
}
