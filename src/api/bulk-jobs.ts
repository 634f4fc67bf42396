// The BulkJobs tag: the dry run of a bulk action on members, starting it as a job, the recent
// jobs with their progress (asked every second while one runs), and reversing one.
import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { $api } from './client';
import { reads, refresh, runWrite } from './write';

export type BulkJob = components['schemas']['MemberBulkJob'];
export type BulkRequest = components['schemas']['MemberBulkRequest'];
export type BulkAction = components['schemas']['MemberBulkAction'];
export type BulkSelection = components['schemas']['MemberSelection'];
export type BulkPreview = components['schemas']['MemberBulkPreview'];
export type BulkSkip = components['schemas']['MemberBulkSkip'];

/** How often the recent jobs are asked again while one of them runs (ms). */
export const PROGRESS_EVERY_MS = 1000;

const running = (job: BulkJob) => job.status === 'queued' || job.status === 'running';

/** GET /api/bulk-jobs. */
export const bulkJobsQuery = () => $api.queryOptions('get', '/api/bulk-jobs');

/** What a job changes, once it has finished or been reversed: the members and their points. */
const CHANGED_BY_JOBS = [
  reads('/api/users'),
  reads('/api/user/{id}'),
  reads('/api/user/user/{id}/joined-missions'),
  reads('/api/saved-views'),
];

/**
 * The recent jobs, asked again every second while one runs; when one finishes, the members it
 * changed are asked again.
 */
export function useBulkJobs(enabled: boolean) {
  const queryClient = useQueryClient();
  const jobs = useQuery({
    ...bulkJobsQuery(),
    enabled,
    refetchInterval: (query) => (query.state.data?.jobs.some(running) ? PROGRESS_EVERY_MS : false),
  });
  const wasRunning = useRef(new Set<string>());
  const list = jobs.data?.jobs;
  useEffect(() => {
    if (!list) return;
    const now = new Set(list.filter(running).map((job) => job._id));
    const finished = [...wasRunning.current].some((id) => !now.has(id));
    wasRunning.current = now;
    if (finished) void refresh(queryClient, CHANGED_BY_JOBS);
  }, [list, queryClient]);
  return jobs;
}

/**
 * POST /api/bulk-jobs/preview: the dry run, changing nothing (a read sent as a POST, for its
 * body); `undefined` asks nothing.
 */
export function useBulkPreview(request: BulkRequest | undefined) {
  return useQuery({
    ...$api.queryOptions('post', '/api/bulk-jobs/preview', { body: request! }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /api/bulk-jobs: starts the job; the recent jobs are asked again at once. */
export const startBulkJob = (body: BulkRequest) =>
  runWrite('post', '/api/bulk-jobs', { body }, { refreshes: () => [reads('/api/bulk-jobs')] });

/** POST /api/bulk-jobs/{jobId}/reverse. */
export const reverseBulkJob = (jobId: string, reason: string) =>
  runWrite(
    'post',
    '/api/bulk-jobs/{jobId}/reverse',
    { params: { path: { jobId } }, body: { reason } },
    { refreshes: () => [reads('/api/bulk-jobs'), ...CHANGED_BY_JOBS] },
  );

/** A job may be reversed for this long after it started (ms). */
export const REVERSAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the job can be reversed now: finished, not reversed, started less than 24 hours ago. */
export const isReversible = (job: BulkJob, now: number) =>
  !running(job) &&
  job.changed > 0 &&
  !job.reversal &&
  now - Date.parse(job.createdAt) < REVERSAL_WINDOW_MS;

export const isRunning = running;
