import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { memberActivityQuery, type AuditEntry } from '@/api/audit';
import { useReverseAdjustment } from '@/api/members';
import { useReverseVisit } from '@/api/missions';
import { AuditChanges } from '@/components/audit/audit-changes';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useDateFormat } from '@/i18n/dates';
import { PAGE_SIZES, isPageSize, type PageSize } from '@/lib/list-paging';
import { ListPanel } from './list-panel';
import { ReverseDialog } from './reverse-dialog';
import { isOperationId, mayCall, useRole } from '@/api/roles';

type Reversal = NonNullable<AuditEntry['reversal']>;

/**
 * Reverses a change from the member's timeline: says what is taken back, asks why (required), and
 * once done what it changed is read again (points, progress, the timeline itself).
 */
function ReverseEntry({
  entry,
  reversal,
  onClose,
}: {
  entry: AuditEntry;
  reversal: Reversal;
  onClose: () => void;
}) {
  const { t } = useTranslation('auditLog');
  const dialogs = useDialogs();
  const reverseVisit = useReverseVisit();
  const reverseAdjustment = useReverseAdjustment();
  const visit = reversal.operation === 'reverseVisit';
  return (
    <ReverseDialog
      texts={{
        title: t('reverse.title'),
        text: t(`reverse.${visit ? 'visit' : 'adjustment'}`, { label: entry.entity.label }),
        reason: t('reverse.reason'),
        reasonRequired: t('reverse.reasonRequired'),
        cancel: t('common:dialog.cancel'),
        confirm: t('reverse.confirm'),
        failedTitle: t('reverse.failedTitle'),
      }}
      reverse={(reason): Promise<unknown> =>
        visit
          ? reverseVisit.mutateAsync({ visitId: reversal._id, reason })
          : reverseAdjustment.mutateAsync({ adjustmentId: reversal._id, reason })
      }
      failureText={(error) => errorText(error, t, 'reverse.failed')}
      onDone={() =>
        void dialogs.alert({
          kind: 'success',
          title: t('reverse.doneTitle'),
          text: t('reverse.done'),
          timerMs: 2000,
        })
      }
      onClose={onClose}
    />
  );
}

/**
 * One change on the timeline: what happened, to which record, who did it and when, why, and each
 * field before and after. A change that can still be reversed (a visit, a points adjustment)
 * offers Reverse, with a reason.
 */
function TimelineEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('auditLog');
  const format = useDateFormat();
  const [reversing, setReversing] = useState(false);
  const role = useRole();
  // Reverse only for a role the contract lets undo that kind of entry.
  const reversal =
    entry.reversal &&
    (!role || (isOperationId(entry.reversal.operation) && mayCall(role, entry.reversal.operation)))
      ? entry.reversal
      : undefined;
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-entry={entry._id}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t(`action.${entry.action}`, { defaultValue: entry.action })}
        </Typography>
        {entry.entity.type !== 'member' && (
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {entry.entity.label}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('byAt', { name: entry.actor.fullName, at: format.dateTime(entry.at) })}
      </Typography>
      {entry.reason && (
        <Box sx={{ mt: 0.5 }}>
          <Chip size="small" variant="outlined" label={t('reasonIs', { reason: entry.reason })} />
        </Box>
      )}
      {entry.changes.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <AuditChanges changes={entry.changes} />
        </Box>
      )}
      {reversal && (
        <Button
          size="small"
          color="warning"
          sx={{ mt: 1 }}
          aria-label={t('reverse.button', {
            action: t(`action.${entry.action}`, { defaultValue: entry.action }),
            at: format.dateTime(entry.at),
          })}
          onClick={() => setReversing(true)}
        >
          {t('reverse.confirm')}
        </Button>
      )}
      {reversal && reversing && (
        <ReverseEntry entry={entry} reversal={reversal} onClose={() => setReversing(false)} />
      )}
    </ListItem>
  );
}

/** The member's timeline, newest first, paged on the server. */
export function ActivityTimeline({ memberId }: { memberId: string }) {
  const { t } = useTranslation('auditLog');
  const [paging, setPaging] = useState<{ page: number; limit: PageSize }>({ page: 1, limit: 10 });
  const activity = useQuery({
    ...memberActivityQuery(memberId, paging),
    placeholderData: keepPreviousData,
    // Every write for the member adds to it: opening the tab asks again.
    staleTime: 0,
  });
  const entries = activity.data?.entries ?? [];
  const total = activity.data?.total ?? 0;
  return (
    <ListPanel
      title={t('timeline.title')}
      headingLevel="h3"
      query={activity}
      isEmpty={total === 0}
      emptyText={t('timeline.empty')}
    >
      <List aria-label={t('timeline.title')} aria-busy={activity.isFetching} sx={{ py: 0 }}>
        {entries.map((entry) => (
          <TimelineEntry key={entry._id} entry={entry} />
        ))}
      </List>
      {total > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={total}
          page={paging.page - 1}
          rowsPerPage={paging.limit}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => setPaging((current) => ({ ...current, page: page + 1 }))}
          onRowsPerPageChange={(event) => {
            const limit = Number(event.target.value);
            if (isPageSize(limit)) setPaging({ page: 1, limit });
          }}
        />
      )}
    </ListPanel>
  );
}
