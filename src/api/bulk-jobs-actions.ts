// The BulkJobs tag's dry run, start and reversal, and what a finished or reversed job makes stale
// (loaded with the bulk dialog and the jobs' list, never with a screen's first visit).
import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { bulkJobsQuery, type BulkJob } from './bulk-jobs';
import { $api } from './client';
import { reads, refresh, runWrite } from './write';

export type BulkRequest = components['schemas']['MemberBulkRequest'];

/** How often the recent jobs are asked again while one of them runs (ms). */
export const PROGRESS_EVERY_MS = 1000;

/** Whether the job is still waiting or under way. */
export const isRunning = (job: BulkJob) => job.status === 'queued' || job.status === 'running';

/** The recent jobs, asked again every second while one runs. */
export function useBulkJobsProgress() {
  return useQuery({
    ...bulkJobsQuery(),
    refetchInterval: (query) =>
      query.state.data?.jobs.some(isRunning) ? PROGRESS_EVERY_MS : false,
  });
}

/** What a job changes: the members, their missions and points, the views' counts. */
const CHANGED_BY_JOBS = [
  reads('/api/users'),
  reads('/api/user/{id}'),
  reads('/api/user/user/{id}/joined-missions'),
  reads('/api/saved-views'),
];

/** When a job of the list finishes, the members it changed are asked again. */
export function useRefreshWhenFinished(jobs: readonly BulkJob[]) {
  const queryClient = useQueryClient();
  const wasRunning = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(jobs.filter(isRunning).map((job) => job._id));
    const finished = [...wasRunning.current].some((id) => !now.has(id));
    wasRunning.current = now;
    if (finished) void refresh(queryClient, CHANGED_BY_JOBS);
  }, [jobs, queryClient]);
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
const REVERSAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the job can be reversed now: finished, changed something, not reversed, under 24 hours old. */
export const isReversible = (job: BulkJob, now: number) =>
  !isRunning(job) &&
  job.changed > 0 &&
  !job.reversal &&
  now - Date.parse(job.createdAt) < REVERSAL_WINDOW_MS;
