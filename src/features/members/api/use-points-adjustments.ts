import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { api } from '@/api/client';
import type { AdjustmentInput } from '../rules/points-adjustment';
import { memberQuery } from './member-query';

const freshKey = () => crypto.randomUUID();

/**
 * One Idempotency-Key per user action: the same key while the admin sends the same thing again
 * after no answer or a server fault (the first try may have been recorded), a fresh one once the
 * server has answered for good (a success or a 4xx refusal) or when what is sent changed.
 */
function useActionKey() {
  const current = useRef<{ of: string; key: string } | null>(null);
  return {
    keyFor: (request: unknown) => {
      const of = JSON.stringify(request);
      if (current.current?.of !== of) current.current = { of, key: freshKey() };
      return current.current.key;
    },
    done: () => {
      current.current = null;
    },
    /** After a failure: a refusal the server decided ends the action; no answer keeps its key. */
    failed: (error: unknown) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        current.current = null;
    },
  };
}

/** The member's points and adjustments are read again; the users list's pages when next shown. */
const refresh = (queryClient: QueryClient, memberId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memberQuery(memberId).queryKey }),
    queryClient.invalidateQueries({
      queryKey: [
        'get',
        '/api/users/{userId}/points-adjustments',
        { params: { path: { userId: memberId } } },
      ],
    }),
    queryClient.invalidateQueries({
      queryKey: ['get', '/api/users'],
      exact: false,
      refetchType: 'none',
    }),
  ]);

/** POST /api/users/{userId}/points-adjustments; on success the profile's points show the new balance at once. */
export function useCreateAdjustment(memberId: string) {
  const queryClient = useQueryClient();
  const key = useActionKey();
  return useMutation({
    mutationFn: async (body: AdjustmentInput) => {
      const { data } = await api.POST('/api/users/{userId}/points-adjustments', {
        params: { path: { userId: memberId }, header: { 'Idempotency-Key': key.keyFor(body) } },
        body,
      });
      return data!;
    },
    onError: key.failed,
    onSuccess: async (adjustment) => {
      key.done();
      queryClient.setQueryData(
        memberQuery(memberId).queryKey,
        (member) => member && { ...member, points: adjustment.balanceAfter },
      );
      await refresh(queryClient, memberId);
    },
  });
}

/** POST /api/points-adjustments/{adjustmentId}/reverse with a reason. */
export function useReverseAdjustment(memberId: string) {
  const queryClient = useQueryClient();
  const key = useActionKey();
  return useMutation({
    mutationFn: async ({ adjustmentId, reason }: { adjustmentId: string; reason: string }) => {
      const { data } = await api.POST('/api/points-adjustments/{adjustmentId}/reverse', {
        params: {
          path: { adjustmentId },
          header: { 'Idempotency-Key': key.keyFor({ adjustmentId, reason }) },
        },
        body: { reason },
      });
      return data!;
    },
    onError: key.failed,
    onSuccess: async (adjustment) => {
      key.done();
      if (adjustment.reversal)
        queryClient.setQueryData(
          memberQuery(memberId).queryKey,
          (member) => member && { ...member, points: adjustment.reversal!.balanceAfter },
        );
      await refresh(queryClient, memberId);
    },
  });
}
