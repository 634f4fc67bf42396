import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Popover,
  Stack,
  Typography,
} from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import type { BulkJob } from '@/api/bulk-jobs';
import {
  isReversible,
  isRunning,
  reverseBulkJob,
  useBulkJobsProgress,
  useRefreshWhenFinished,
} from '@/api/bulk-jobs-actions';
import { useMayCall } from '@/api/roles';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useDateFormat } from '@/i18n/dates';

const reasonSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'memberBulk:reverse.reasonRequired'),
      z.maxLength(200, 'memberBulk:form.reasonTooLong'),
    ),
});
const reasonResolver = zodResolver(reasonSchema);

/** Asks why, then reverses the job as a whole. */
function ReverseDialog({ job, onClose }: { job: BulkJob; onClose: () => void }) {
  const { t } = useTranslation('memberBulk');
  const dialog = useFormDialog<z.infer<typeof reasonSchema>>({
    resolver: reasonResolver,
    defaultValues: { reason: '' },
    draft: 'bulkAction',
    about: job._id,
    failure: {
      title: t('reverse.failedTitle'),
      text: (error) => errorText(error, t, 'reverse.failed'),
    },
    onClose,
  });
  const reverse = dialog.submit(async ({ reason }) => {
    await reverseBulkJob(job._id, reason);
    onClose();
  });
  return (
    <FormDialog
      dialog={dialog}
      title={t('reverse.title', { label: job.label })}
      maxWidth="xs"
      onSubmit={reverse}
      cancelText={t('cancel')}
      submitText={t('reverse.submit')}
    >
      <Typography sx={{ mb: 2 }}>{t(`reverse.what.${job.action.type}`)}</Typography>
      <FormTextField
        control={dialog.form.control}
        name="reason"
        label={t('reverse.reason')}
        required
        fullWidth
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** One job: what it does, its progress, its result and its reversal. */
function JobItem({
  job,
  mayReverse,
  now,
  onReverse,
}: {
  job: BulkJob;
  mayReverse: boolean;
  /** When the list was opened (ms): a job older than 24 hours then offers no reversal. */
  now: number;
  onReverse: () => void;
}) {
  const { t } = useTranslation('memberBulk');
  const format = useDateFormat();
  const n = format.number;
  const percent = job.total === 0 ? 100 : Math.round((job.done / job.total) * 100);
  const title = t(`job.${job.action.type}`, { label: job.label });
  return (
    <ListItem divider sx={{ display: 'block' }} aria-label={title}>
      <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('job.byAt', { name: job.createdBy.fullName, at: format.dateTime(job.createdAt) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('job.progress', { label: job.label })}
        sx={{ my: 1 }}
      />
      <Typography variant="body2" role="status">
        {isRunning(job)
          ? t('job.running', { done: n(job.done), total: n(job.total) })
          : job.status === 'failed'
            ? t('job.failed', { changed: n(job.changed) })
            : t(`job.done.${job.action.type}`, { n: n(job.changed) })}
        {job.skipped.map((skip) => ` · ${t(`skip.${skip.reason}`, { n: n(skip.count) })}`)}
      </Typography>
      {job.reversal && (
        <Typography variant="body2" color="text.secondary">
          {t('job.reversed', {
            name: job.reversal.by.fullName,
            undone: n(job.reversal.undone),
            kept: n(job.reversal.kept),
            reason: job.reversal.reason,
          })}
        </Typography>
      )}
      {mayReverse && isReversible(job, now) && (
        <Button size="small" onClick={onReverse} sx={{ mt: 0.5 }}>
          {t('reverse.button')}
        </Button>
      )}
    </ListItem>
  );
}

const NO_JOBS: readonly BulkJob[] = [];

/** The recent bulk jobs, newest first. */
function BulkJobsPanel({ jobs }: { jobs: readonly BulkJob[] }) {
  const { t } = useTranslation('memberBulk');
  const mayReverse = useMayCall('reverseMemberBulkJob');
  const [reversing, setReversing] = useState<BulkJob>();
  const [openedAt] = useState(() => Date.now());
  return (
    <Box sx={{ width: 380, maxWidth: '100vw', p: 1 }} role="dialog" aria-label={t('jobs.title')}>
      <Stack sx={{ px: 1, pt: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('jobs.title')}
        </Typography>
      </Stack>
      <List dense aria-label={t('jobs.title')}>
        {jobs.map((job) => (
          <JobItem
            key={job._id}
            job={job}
            mayReverse={mayReverse}
            now={openedAt}
            onReverse={() => setReversing(job)}
          />
        ))}
      </List>
      {reversing && <ReverseDialog job={reversing} onClose={() => setReversing(undefined)} />}
    </Box>
  );
}

/** The app bar's button for the recent jobs (a spinner and how many while one runs), and their list. */
export default function BulkJobsMenu() {
  const { t } = useTranslation('shell');
  const jobs = useBulkJobsProgress().data?.jobs ?? NO_JOBS;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useRefreshWhenFinished(jobs);
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
        <BulkJobsPanel jobs={jobs} />
      </Popover>
    </>
  );
}
