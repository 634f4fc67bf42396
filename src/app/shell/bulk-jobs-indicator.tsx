import { lazy, Suspense, useState } from 'react';
import { Badge, CircularProgress, IconButton, Popover } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslation } from 'react-i18next';
import { isRunning, useBulkJobs } from '@/api/bulk-jobs';
import { useMayCall } from '@/api/roles';

/** Loaded when the admin opens the jobs: not part of any screen's first visit. */
const BulkJobsPanel = lazy(() => import('./bulk-jobs-panel'));

/**
 * The recent bulk jobs in the app bar, on every screen and after a reload: hidden until there is
 * one; while one runs, a spinner and how many; the list with each job's progress and result,
 * and Reverse, opens below it.
 */
export function BulkJobsIndicator() {
  const { t } = useTranslation('shell');
  const mayRead = useMayCall('listMemberBulkJobs');
  const jobs = useBulkJobs(mayRead).data?.jobs ?? [];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (jobs.length === 0) return null;
  const running = jobs.filter(isRunning).length;
  return (
    <>
      <IconButton
        aria-label={running > 0 ? t('bulkJobs.running', { n: running }) : t('bulkJobs.button')}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={running} color="primary">
          {running > 0 ? <CircularProgress size={20} aria-hidden /> : <DoneAllIcon />}
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Suspense fallback={<CircularProgress sx={{ m: 2 }} aria-label={t('bulkJobs.button')} />}>
          <BulkJobsPanel jobs={jobs} />
        </Suspense>
      </Popover>
    </>
  );
}
