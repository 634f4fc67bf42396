// The Members tag: the members list, one member, the front desk's lookup, a member's profile and
// points adjustments.
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api, api, pageOrEmpty } from './client';
import { reads, useWrite, type Refresh } from './write';
import { ifMatch } from './versions';

export type Member = components['schemas']['Member'];
/** The members list's query: page, size, search and the member filters. */
export type MemberListQuery = NonNullable<operations['listMembers']['parameters']['query']>;
export type MemberPageRequest = MemberListQuery & { page: number; limit: 10 | 20 | 50 };

/** GET /api/users: one page of members, searched and filtered on the server. */
export const membersPageQuery = (query: MemberPageRequest) =>
  $api.queryOptions('get', '/api/users', { params: { query } });

const memberPage = pageOrEmpty({ users: [] as Member[], total: 0 });

/** One page of members; while the next page is on its way the grid keeps showing the last one. */
export function useMembersPage(request: MemberPageRequest) {
  return useQuery({
    ...membersPageQuery(request),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: memberPage,
  });
}

/** Every member the search and filters select (all pages), as the server's CSV. */
export async function fetchMembersCsv(query: MemberListQuery): Promise<string> {
  const { data } = await api.GET('/api/users', {
    params: { query },
    headers: { Accept: 'text/csv' },
    parseAs: 'text',
  });
  return data ?? '';
}

/** GET /api/user/{id}: one member. The profile's second fetch of the same id is served from this cache. */
export const memberQuery = (id: string) =>
  $api.queryOptions('get', '/api/user/{id}', { params: { path: { id } } });

/**
 * GET /api/users/lookup: one lookup per scan at the front desk (`scan` counts them, so scanning
 * the same card again asks afresh).
 */
export const lookupQuery = (q: string, scan: number) =>
  queryOptions({
    queryKey: ['get', '/api/users/lookup', { q, scan }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/users/lookup', { params: { query: { q } }, signal });
      return data!;
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });

export type LookupRequest = { q: string; scan: number };
type LastVisit = NonNullable<components['schemas']['DeskMission']['lastVisit']>;

/**
 * Until the lookup is read again, its card knows the visit just recorded on the member's mission
 * (for the guard against a second visit by mistake).
 */
export function useNoteDeskVisit() {
  const queryClient = useQueryClient();
  return useCallback(
    (lookup: LookupRequest, memberId: string, missionId: string, lastVisit: LastVisit) =>
      queryClient.setQueryData(lookupQuery(lookup.q, lookup.scan).queryKey, (data) =>
        data
          ? {
              ...data,
              matches: data.matches.map((m) =>
                m.member._id !== memberId
                  ? m
                  : {
                      ...m,
                      missions: m.missions.map((ms) =>
                        ms.missionId !== missionId ? ms : { ...ms, lastVisit },
                      ),
                    },
              ),
            }
          : data,
      ),
    [queryClient],
  );
}

export type ProfileUpdate = components['schemas']['ProfileUpdate'];

/**
 * PUT /api/profile/{userId} as a multipart form (`body` as typed for the contract, `multipart`
 * what is sent). The body
 * serializer returns `FormData`, so openapi-fetch sets no Content-Type and the browser writes
 * `multipart/form-data; boundary=…`. On success the member's cache takes the server's answer at
 * once (the profile panel shows it without another call) and pages of the members list are
 * fetched again when next shown.
 */
export function useUpdateProfile() {
  const mutation = useWrite('put', '/api/profile/{userId}', {
    updates: (queryClient, answer, { params }) =>
      queryClient.setQueryData(memberQuery(params.path.userId).queryKey, answer.data),
    refreshes: () => [reads('/api/users')],
  });
  const { mutateAsync } = mutation;
  const update = useCallback(
    (userId: string, body: ProfileUpdate, multipart: FormData, version: number | undefined) =>
      mutateAsync({
        params: { path: { userId }, header: { 'If-Match': ifMatch(version) } },
        body,
        bodySerializer: () => multipart,
      }),
    [mutateAsync],
  );
  return { update, isPending: mutation.isPending };
}

/** How many of the member's adjustments the profile lists. */
export const RECENT_ADJUSTMENTS = 20;

/** GET /api/users/{userId}/points-adjustments: the member's latest adjustments, newest first. */
export const pointsAdjustmentsQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/users/{userId}/points-adjustments', {
    params: { path: { userId: memberId }, query: { page: 1, limit: RECENT_ADJUSTMENTS } },
  });

export type PointsAdjustment = components['schemas']['PointsAdjustment'];
export type AdjustmentInput = components['schemas']['PointsAdjustmentInput'];

/** After an adjustment or its reversal: the member's points and adjustments, and the members' pages. */
export const adjustmentRefreshes = (memberId: string): Refresh[] => [
  memberQuery(memberId),
  {
    queryKey: [
      'get',
      '/api/users/{userId}/points-adjustments',
      { params: { path: { userId: memberId } } },
    ],
  },
  reads('/api/users'),
];

/** POST /api/users/{userId}/points-adjustments; on success the profile's points show the new balance at once. */
export function useCreateAdjustment(memberId: string) {
  const write = useWrite('post', '/api/users/{userId}/points-adjustments', {
    // A request for approval (202) moves no points: only an adjustment sets the new balance.
    updates: (queryClient, adjustment) => {
      if ('balanceAfter' in adjustment)
        queryClient.setQueryData(
          memberQuery(adjustment.userId).queryKey,
          (member) => member && { ...member, points: adjustment.balanceAfter },
        );
    },
    // A request for approval also adds to the approvals waiting (the sidebar's count).
    refreshes: (adjustment) => [
      ...adjustmentRefreshes(adjustment.userId),
      ...('status' in adjustment ? [reads('/api/approvals')] : []),
    ],
  });
  const { mutateAsync } = write;
  return {
    isPending: write.isPending,
    mutateAsync: useCallback(
      (body: AdjustmentInput) => mutateAsync({ params: { path: { userId: memberId } }, body }),
      [mutateAsync, memberId],
    ),
  };
}

export type AdjustmentReversal = { adjustmentId: string; reason: string };

/** POST /api/points-adjustments/{adjustmentId}/reverse with a reason; the points show the new balance at once. */
export function useReverseAdjustment() {
  const write = useWrite('post', '/api/points-adjustments/{adjustmentId}/reverse', {
    updates: (queryClient, adjustment) => {
      const { reversal } = adjustment;
      if (reversal)
        queryClient.setQueryData(
          memberQuery(adjustment.userId).queryKey,
          (member) => member && { ...member, points: reversal.balanceAfter },
        );
    },
    refreshes: (adjustment) => adjustmentRefreshes(adjustment.userId),
  });
  const { mutateAsync } = write;
  return {
    isPending: write.isPending,
    mutateAsync: useCallback(
      ({ adjustmentId, reason }: AdjustmentReversal) =>
        mutateAsync({ params: { path: { adjustmentId } }, body: { reason } }),
      [mutateAsync],
    ),
  };
}

export type MarketingChannel = components['schemas']['MarketingChannel'];
export type MarketingConsent = components['schemas']['MarketingConsent'];
export type ConsentChange = components['schemas']['ConsentChangeInput'];

/** GET /api/users/{userId}/consents: the member's marketing consent, per channel. */
export const consentsQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/users/{userId}/consents', {
    params: { path: { userId: memberId } },
  });

/** POST /api/users/{userId}/consents: the answer (every channel) shows at once. */
export function useRecordConsent(memberId: string) {
  const write = useWrite('post', '/api/users/{userId}/consents', {
    updates: (queryClient, answer) =>
      queryClient.setQueryData(consentsQuery(answer.userId).queryKey, answer),
  });
  const { mutateAsync } = write;
  return {
    isPending: write.isPending,
    mutateAsync: useCallback(
      (body: ConsentChange) => mutateAsync({ params: { path: { userId: memberId } }, body }),
      [mutateAsync, memberId],
    ),
  };
}

export type MemberDataExport = components['schemas']['MemberDataExport'];

/**
 * POST /api/users/{userId}/data-export: everything held about the member, in one document. The
 * export is audited, so the member's timeline (refreshed after every write) shows it.
 */
export function useExportMemberData(memberId: string) {
  const write = useWrite('post', '/api/users/{userId}/data-export');
  const { mutateAsync } = write;
  return {
    isPending: write.isPending,
    mutateAsync: useCallback(
      () => mutateAsync({ params: { path: { userId: memberId } } }),
      [mutateAsync, memberId],
    ),
  };
}

/**
 * POST /api/users/{userId}/anonymise with the member ID typed to confirm: the profile shows the
 * anonymised member at once; consent and the members' pages are read again.
 */
export function useAnonymiseMember(memberId: string) {
  const write = useWrite('post', '/api/users/{userId}/anonymise', {
    updates: (queryClient, answer) =>
      queryClient.setQueryData(memberQuery(answer._id).queryKey, answer),
    refreshes: (answer) => [consentsQuery(answer._id), reads('/api/users')],
  });
  const { mutateAsync } = write;
  return {
    isPending: write.isPending,
    mutateAsync: useCallback(
      (typed: string) =>
        mutateAsync({ params: { path: { userId: memberId } }, body: { memberId: typed } }),
      [mutateAsync, memberId],
    ),
  };
}
