import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Chip, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { hasKeptDraft } from '@/session/kept-drafts';
import { type Member, pointsAdjustmentsQuery } from '@/api/members';
import {
  isApprovalRequest,
  type ApprovalRequest,
  type PointsAdjustment,
} from '../../rules/points-adjustment';
import { ListPanel, PendingListPanel } from '../list-panel';
import { PagedTable } from '../paged-table';
import type { Notice } from './adjustment-notice';
import { useSignedPoints } from './adjustment-text';
import { useMayCall } from '@/api/roles';

// The forms come when first opened: the profile shows without their code.
const AdjustPointsDialog = lazy(async () => ({
  default: (await import('./adjust-points-dialog')).AdjustPointsDialog,
}));
const loadNotice = () => import('./adjustment-notice');
const AdjustmentNotice = lazy(async () => ({ default: (await loadNotice()).AdjustmentNotice }));
const ReverseAdjustmentDialog = lazy(async () => ({
  default: (await import('./reverse-adjustment')).ReverseAdjustment,
}));

/**
 * The member's points adjustments: 'Adjust points' opens the form; each adjustment not reversed
 * yet can be reversed with a reason; right after saving, the message offers Undo.
 */
export function AdjustmentsPanel({ member }: { member: Member | undefined }) {
  const { t } = useTranslation('adjustments');
  if (!member) return <PendingListPanel title={t('panel.title')} />;
  return <LoadedAdjustmentsPanel member={member} />;
}

function LoadedAdjustmentsPanel({ member }: { member: Member }) {
  const { t } = useTranslation('adjustments');
  const format = useDateFormat();
  const signed = useSignedPoints();
  const mayAdjust = useMayCall('createPointsAdjustment');
  const mayReverse = useMayCall('reversePointsAdjustment');
  // Reopens by itself when the admin comes back to finish what an expired session cut short.
  const [adjusting, setAdjusting] = useState(() => hasKeptDraft('pointsAdjustment'));
  const [reversing, setReversing] = useState<PointsAdjustment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Above the front desk's limit the adjustment waits for a manager: said until the next one.
  const [requested, setRequested] = useState<ApprovalRequest | null>(null);
  const list = useQuery({
    ...pointsAdjustmentsQuery(member._id),
    ...SENT_BY_THE_ROUTE,
    select: (d) => d.adjustments,
  });
  const rows = list.data ?? [];

  return (
    <>
      <ListPanel
        title={t('panel.title')}
        query={list}
        isEmpty={rows.length === 0}
        emptyText={t('panel.empty')}
        action={
          mayAdjust && (
            <Button
              variant="contained"
              onClick={() => {
                void loadNotice();
                setAdjusting(true);
              }}
            >
              {t('panel.adjust')}
            </Button>
          )
        }
      >
        <PagedTable
          label={t('panel.title')}
          headers={[
            t('table.when'),
            t('table.amount'),
            t('table.reason'),
            t('table.by'),
            t('table.balance'),
            t('table.status'),
          ]}
          rows={rows}
          renderRow={(row) => (
            <TableRow key={row._id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.at)}</TableCell>
              <TableCell
                sx={{
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  color: row.amount > 0 ? 'success.main' : 'error.main',
                  textDecoration: row.reversal ? 'line-through' : undefined,
                }}
              >
                <bdi>{signed(row.amount)}</bdi>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                {t(`reasons.${row.reason}`)}
                {row.note && (
                  <Typography variant="body2" color="text.secondary">
                    {row.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.by.fullName}</TableCell>
              <TableCell>{format.number(row.balanceAfter)}</TableCell>
              <TableCell>
                {row.reversal === undefined ? (
                  mayReverse && (
                    <Button
                      size="small"
                      variant="outlined"
                      color="warning"
                      onClick={() => {
                        void loadNotice();
                        setReversing(row);
                      }}
                      aria-label={t('table.reverseOf', {
                        amount: signed(row.amount),
                        date: format.dateTime(row.at),
                      })}
                    >
                      {t('table.reverse')}
                    </Button>
                  )
                ) : (
                  <Tooltip
                    title={t('table.reversedDetail', {
                      date: format.dateTime(row.reversal!.at),
                      name: row.reversal!.by.fullName,
                      reason: row.reversal!.reason,
                    })}
                  >
                    <Chip size="small" label={t('table.reversed')} tabIndex={0} />
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          )}
        />
      </ListPanel>
      <Suspense fallback={null}>
        {adjusting && (
          <AdjustPointsDialog
            member={member}
            onClose={() => setAdjusting(false)}
            onDone={(answer) =>
              isApprovalRequest(answer)
                ? setRequested(answer)
                : setNotice({ adjustment: answer, undone: false })
            }
          />
        )}
        {reversing && (
          <ReverseAdjustmentDialog
            balance={member.points}
            adjustment={reversing}
            onClose={() => setReversing(null)}
            onDone={(adjustment) => setNotice({ adjustment, undone: true })}
          />
        )}
      </Suspense>
      {requested && (
        <Alert severity="info" role="status" onClose={() => setRequested(null)} sx={{ mt: 2 }}>
          {t('requested', { points: signed(requested.amount) })}
        </Alert>
      )}
      {notice && (
        <Suspense fallback={null}>
          <AdjustmentNotice notice={notice} onChange={setNotice} />
        </Suspense>
      )}
    </>
  );
}
