import { useMemo } from 'react';
import { Button, Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApprovalRequest } from '@/api/approvals';
import { ListGrid } from '@/components/grid/list-grid';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import { paths } from '@/lib/paths';
import { statusOf, type ApprovalListParams } from '../rules/list-params';
import { useRequestText } from './approval-text';

export type ApprovalAction = 'approve' | 'reject';

type ApprovalsGridProps = {
  rows: readonly ApprovalRequest[];
  total: number;
  /** The list's status and page, in the address. */
  state: ListState<ApprovalListParams>;
  loading: boolean;
  /** The request being approved: its buttons are busy. */
  busyId: string | undefined;
  onAction: (action: ApprovalAction, request: ApprovalRequest) => void;
};

/**
 * The requests of one status, newest first, paged on the server: the member (a link to the
 * profile), the points, the reason and note, who asked and when; pending ones offer Approve and
 * Reject, decided ones say who decided, when and (rejected) why.
 */
export function ApprovalsGrid({
  rows,
  total,
  state,
  loading,
  busyId,
  onAction,
}: ApprovalsGridProps) {
  const { t } = useTranslation('approvals');
  const format = useDateFormat();
  const { points, about } = useRequestText();
  const status = statusOf(state.list);

  const columns = useMemo<GridColDef<ApprovalRequest>[]>(() => {
    const reasonText = (row: ApprovalRequest) => {
      const reason = t(`adjustments:reasons.${row.reason}`);
      return row.note ? t('reasonWithNote', { reason, note: row.note }) : reason;
    };
    const shared: GridColDef<ApprovalRequest>[] = [
      {
        field: 'memberName',
        headerName: t('columns.member'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={RouterLink}
            to={paths.member({ id: row.userId })}
            tabIndex={tabIndex}
            underline="hover"
            sx={{ fontWeight: 500 }}
          >
            {row.memberName}
          </Link>
        ),
      },
      {
        field: 'amount',
        headerName: t('columns.amount'),
        type: 'number',
        minWidth: 100,
        sortable: false,
        valueFormatter: (value: number) => points(value),
      },
      {
        field: 'reason',
        headerName: t('columns.reason'),
        flex: 1.4,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => reasonText(row),
      },
      {
        field: 'requestedBy',
        headerName: t('columns.requestedBy'),
        minWidth: 150,
        sortable: false,
        valueGetter: (_value, row) => row.requestedBy.fullName,
      },
      {
        field: 'requestedAt',
        headerName: t('columns.requestedAt'),
        minWidth: 170,
        sortable: false,
        valueFormatter: (value: string) => format.dateTime(value),
      },
    ];
    if (status !== 'pending')
      return [
        ...shared,
        {
          field: 'decidedBy',
          headerName: t('columns.decidedBy'),
          minWidth: 150,
          sortable: false,
          valueGetter: (_value, row) => row.decidedBy?.fullName ?? '',
        },
        {
          field: 'decidedAt',
          headerName: t('columns.decidedAt'),
          minWidth: 170,
          sortable: false,
          valueFormatter: (value: string | undefined) => (value ? format.dateTime(value) : ''),
        },
        ...(status === 'rejected'
          ? [
              {
                field: 'decisionReason',
                headerName: t('columns.decisionReason'),
                flex: 1,
                minWidth: 180,
                sortable: false,
              },
            ]
          : []),
      ];
    return [
      ...shared,
      {
        field: 'actions',
        headerName: t('columns.actions'),
        minWidth: 210,
        sortable: false,
        renderCell: ({ row, tabIndex }) => {
          const busy = busyId === row._id;
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              <Button
                size="small"
                variant="contained"
                color="success"
                tabIndex={tabIndex}
                loading={busy}
                disabled={busyId !== undefined && !busy}
                aria-label={t('actions.approveLabel', about(row))}
                onClick={() => onAction('approve', row)}
              >
                {t('actions.approve')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                tabIndex={tabIndex}
                disabled={busyId !== undefined}
                aria-label={t('actions.rejectLabel', about(row))}
                onClick={() => onAction('reject', row)}
              >
                {t('actions.reject')}
              </Button>
            </Stack>
          );
        },
      },
    ];
  }, [t, format, points, about, status, busyId, onAction]);

  return (
    <ListGrid
      label={t('gridLabel')}
      rows={rows}
      columns={columns}
      total={total}
      state={state}
      loading={loading}
      loadingText={t('loading')}
      emptyText={t(`empty.${status}`)}
    />
  );
}
