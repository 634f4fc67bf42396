// The Dashboard tag: the home's figures, new members over time and the latest visits.
import { adminTimeZone } from '@/lib/time-zone';
import { $api } from './client';

export type Period = 'week' | 'month' | 'year';

/** How many scans the home shows. */
export const LATEST_SCANS = 10;

/** GET /api/admin/counts: the programme's figures, "today" being the admin's. */
export const countsQuery = () =>
  $api.queryOptions('get', '/api/admin/counts', { params: { query: { tz: adminTimeZone() } } });

/** GET /api/admin/user-stats: new members per day or month of the period. */
export const userStatsQuery = (period: Period) =>
  $api.queryOptions('get', '/api/admin/user-stats', {
    params: { query: { period, tz: adminTimeZone() } },
  });

/** GET /api/admin/scans: the latest visits recorded by admins. */
export const latestScansQuery = () =>
  $api.queryOptions('get', '/api/admin/scans', {
    params: { query: { page: 1, limit: LATEST_SCANS } },
  });
