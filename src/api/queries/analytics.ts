import type { operations } from '@generated/api';
import { $api } from '../client';

export type ActivityQuery = operations['getActivity']['parameters']['query'];

/** GET /api/admin/activity: the programme's activity per interval of a range, in a time zone. */
export const activityQuery = (query: ActivityQuery) =>
  $api.queryOptions('get', '/api/admin/activity', { params: { query } });
