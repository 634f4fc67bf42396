// The BulkJobs tag, as every screen needs it: the recent jobs with their progress, asked every
// second while one runs (the app bar shows them). The dry run, the start, the reversal and what
// they refresh are in bulk-jobs-actions.ts, loaded with the dialogs that use them, so no screen's
// first visit carries them.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { $api } from './client';

export type BulkJob = components['schemas']['MemberBulkJob'];
export type BulkSelection = components['schemas']['MemberSelection'];
export type BulkAction = components['schemas']['MemberBulkAction'];

/** How often the recent jobs are asked again while one of them runs (ms). */
export const PROGRESS_EVERY_MS = 1000;

/** Whether the job is still waiting or under way. */
export const isRunning = (job: BulkJob) => job.status === 'queued' || job.status === 'running';

/** GET /api/bulk-jobs. */
export const bulkJobsQuery = () => $api.queryOptions('get', '/api/bulk-jobs');

/** The recent jobs, asked again every second while one runs. */
export function useBulkJobs(enabled: boolean) {
  return useQuery({
    ...bulkJobsQuery(),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.jobs.some(isRunning) ? PROGRESS_EVERY_MS : false,
  });
}
