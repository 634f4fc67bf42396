import { lazy, Suspense } from 'react';
import { useBulkJobs } from '@/api/bulk-jobs';

/** Loaded once there is a job to show: not part of any screen's first visit. */
const BulkJobsMenu = lazy(() => import('./bulk-jobs-menu'));

/**
 * The recent bulk jobs in the app bar, on every screen and after a reload (every role may read
 * them): nothing until there is one; then a button (a spinner and how many while one runs) that
 * opens the list with each job's progress, result and Reverse.
 */
export function BulkJobsIndicator() {
  if (!useBulkJobs().data?.jobs.length) return null;
  return (
    <Suspense>
      <BulkJobsMenu />
    </Suspense>
  );
}
