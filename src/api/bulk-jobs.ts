// The BulkJobs tag, as every screen needs it: the recent jobs (the app bar asks them on every
// screen). Their progress every second while one runs, the dry run, the start, the reversal and
// what they refresh are in bulk-jobs-actions.ts, loaded with the jobs' button and the bulk dialog,
// so no screen's first visit carries them.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { $api } from './client';

export type BulkJob = components['schemas']['MemberBulkJob'];
export type BulkSelection = components['schemas']['MemberSelection'];
export type BulkAction = components['schemas']['MemberBulkAction'];

/** GET /api/bulk-jobs. */
export const bulkJobsQuery = () => $api.queryOptions('get', '/api/bulk-jobs');

/** The recent jobs. */
export const useBulkJobs = () => useQuery(bulkJobsQuery());
