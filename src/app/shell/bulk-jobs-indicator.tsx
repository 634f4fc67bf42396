import { lazy, Suspense } from 'react';
import { useBulkJobs } from '@/api/bulk-jobs';
import { useMayCall } from '@/api/roles';

/** Loaded once there is a job to show: not part of any screen's first visit. */
const BulkJobsMenu = lazy(() => import('./bulk-jobs-menu'));

/**
 * The recent bulk jobs in the app bar, on every screen and after a reload: nothing until there
 * is one; then a button (a spinner and how many while one runs) that opens the list with each
 * job's progress, result and Reverse.
 */
export function BulkJobsIndicator() {
  const mayRead = useMayCall('listMemberBulkJobs');
  const jobs = useBulkJobs(mayRead).data?.jobs;
  if (!jobs?.length) return null;
  return (
    <Suspense>
      <BulkJobsMenu jobs={jobs} />
    </Suspense>
  );
}
