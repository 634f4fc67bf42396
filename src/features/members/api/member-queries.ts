import { $api } from '@/api/client';

/** GET /api/user/user/{id}/joined-missions: the member's missions and the points they earned; cached per member. */
export const joinedMissionsQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/user/user/{id}/joined-missions', {
    params: { path: { id: memberId } },
  });

/** GET /api/missions/joinable-userSide: missions the member may join (sent without the admin's token). */
export const joinableMissionsQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/missions/joinable-userSide', {
    params: { query: { userId: memberId } },
  });

/** GET /api/vouchers/user-history/{userId}: the member's redeemed vouchers. */
export const rewardHistoryQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/vouchers/user-history/{userId}', {
    params: { path: { userId: memberId } },
  });

/** GET /api/point-mission/visit-history/{userId}/{missionId}: cached per member and mission. */
export const visitHistoryQuery = (memberId: string, missionId: string) =>
  $api.queryOptions('get', '/api/point-mission/visit-history/{userId}/{missionId}', {
    params: { path: { userId: memberId, missionId } },
  });

/** How many of the member's adjustments the profile lists. */
export const RECENT_ADJUSTMENTS = 20;

/** GET /api/users/{userId}/points-adjustments: the member's latest adjustments, newest first. */
export const pointsAdjustmentsQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/users/{userId}/points-adjustments', {
    params: { path: { userId: memberId }, query: { page: 1, limit: RECENT_ADJUSTMENTS } },
  });
