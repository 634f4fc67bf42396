import { $api } from '@/api/client';
import { adminTimeZone } from '@/lib/time-zone';

export type Period = 'week' | 'month' | 'year';

/** How many missions and scans the home shows. */
export const TOP_MISSIONS = 5;
export const LATEST_SCANS = 10;

/** GET /api/admin/counts: the programme's figures, "today" being the admin's. */
export const countsQuery = () =>
  $api.queryOptions('get', '/api/admin/counts', { params: { query: { tz: adminTimeZone() } } });

/** GET /api/admin/user-stats: new members per day or month of the period. */
export const userStatsQuery = (period: Period) =>
  $api.queryOptions('get', '/api/admin/user-stats', {
    params: { query: { period, tz: adminTimeZone() } },
  });

/** GET /api/missions/top: the missions with the most participants. */
export const topMissionsQuery = () =>
  $api.queryOptions('get', '/api/missions/top', { params: { query: { limit: TOP_MISSIONS } } });

/** GET /api/admin/scans: the latest visits recorded by admins. */
export const latestScansQuery = () =>
  $api.queryOptions('get', '/api/admin/scans', {
    params: { query: { page: 1, limit: LATEST_SCANS } },
  });
