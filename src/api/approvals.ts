// The Approvals tag: front-desk points adjustments above the limit, waiting for a programme manager
// or an administrator, and the limit itself.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { ApiError } from './api-error';
import { $api } from './client';
import { adjustmentRefreshes } from './members';
import { queryClient } from './query-client';
import { reads, refresh, runWrite } from './write';

export type ApprovalRequest = components['schemas']['ApprovalRequest'];
export type ApprovalStatus = components['schemas']['ApprovalStatus'];
export type ApprovalDecision = components['schemas']['ApprovalDecision'];
export type ApprovalQuery = NonNullable<operations['listApprovals']['parameters']['query']>;

/** GET /api/approvals: one page of requests (pending unless the query says) and how many wait. */
export const approvalsPageQuery = (query: ApprovalQuery) =>
  $api.queryOptions('get', '/api/approvals', { params: { query } });

/** One page of requests; while the next page is on its way the grid keeps the last one. */
export function useApprovalsList(query: ApprovalQuery) {
  return useQuery({
    ...approvalsPageQuery(query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
  });
}

/**
 * How many requests wait (the sidebar's count), read from the approvals screen's first page (the
 * same query, so opening the screen asks nothing more). Only for a role that may list them.
 */
export function usePendingApprovals(enabled: boolean): number | undefined {
  const { data } = useQuery({
    ...approvalsPageQuery({ page: 1, limit: 10 }),
    // On the approvals screen its route has just asked: a failure is not asked for twice.
    ...SENT_BY_THE_ROUTE,
    enabled,
    select: (page) => page.pending,
  });
  return enabled ? data : undefined;
}

/** Every list of requests and the sidebar's count. */
const APPROVAL_LISTS = [reads('/api/approvals')];

/**
 * POST /api/approvals/{approvalId}/decision: approve (the member's points move) or reject with a
 * reason. A request decided meanwhile (409) is read again, so the list shows it as it is.
 */
export async function decideApproval(approvalId: string, body: ApprovalDecision) {
  try {
    return await runWrite(
      'post',
      '/api/approvals/{approvalId}/decision',
      { params: { path: { approvalId } }, body },
      { refreshes: (request) => [...APPROVAL_LISTS, ...adjustmentRefreshes(request.userId)] },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      void refresh(queryClient, APPROVAL_LISTS);
    throw error;
  }
}

/** GET /api/settings/approval-limit: the largest adjustment the front desk makes alone. */
export const approvalLimitQuery = () => $api.queryOptions('get', '/api/settings/approval-limit');

export function useApprovalLimit() {
  return useQuery({ ...approvalLimitQuery(), ...SENT_BY_THE_ROUTE });
}

/** PUT /api/settings/approval-limit (administrators). */
export const setApprovalLimit = (limit: number) =>
  runWrite(
    'put',
    '/api/settings/approval-limit',
    { body: { limit } },
    { refreshes: () => [approvalLimitQuery()] },
  );
