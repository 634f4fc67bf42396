import { useMemo } from 'react';
import { Box, Chip } from '@mui/material';
import GiftIcon from '@mui/icons-material/CardGiftcardOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ListGrid } from '@/components/grid/list-grid';
import type { BulkGridProps } from '@/components/list/use-bulk-actions';
import { rowMenuColumn } from '@/components/grid/row-menu';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import type { RewardListParams } from '../rules/list-params';
import type { RewardOverview } from '../rules/reward-form';
import type { RewardChange } from './use-reward-actions';
import { useMayCall } from '@/api/roles';

export type RewardAction = 'edit' | 'redemptions' | RewardChange;

type RewardsGridProps = {
  rows: readonly RewardOverview[];
  total: number;
  /** The catalogue's page, size, sort, search and filter, in the address. */
  state: ListState<RewardListParams>;
  loading: boolean;
  onAction: (action: RewardAction, reward: RewardOverview) => void;
  /** The ticked rows (`useBulkActions(…).grid`): their checkboxes. */
  selection?: BulkGridProps;
};

/** The catalogue, paged and sorted on the server, each row with its picture and its actions. */
export function RewardsGrid(props: RewardsGridProps) {
  const { rows, total, state, loading, onAction, selection } = props;
  const { t } = useTranslation('rewards');
  const format = useDateFormat();
  // The catalogue's changes only for a role the contract lets make them (not the auditor).
  const mayManage = useMayCall('updateReward', 'deleteReward');

  const columns = useMemo<GridColDef<RewardOverview>[]>(
    () => [
      {
        field: 'image',
        headerName: t('columns.image'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) =>
          row.image ? (
            <Box
              component="img"
              src={row.image}
              alt=""
              loading="lazy"
              sx={{ width: 56, height: 42, objectFit: 'cover', borderRadius: 1, mt: 0.5 }}
            />
          ) : (
            // No picture: a plain tile, so the column does not look like a picture failed.
            <Box
              aria-hidden
              sx={{
                width: 56,
                height: 42,
                mt: 0.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                color: 'text.secondary',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <GiftIcon fontSize="small" />
            </Box>
          ),
      },
      { field: 'name', headerName: t('columns.name'), flex: 1, minWidth: 180 },
      {
        field: 'description',
        headerName: t('columns.description'),
        flex: 1.5,
        minWidth: 200,
        sortable: false,
      },
      {
        field: 'pointsRequired',
        headerName: t('columns.pointsRequired'),
        type: 'number',
        minWidth: 130,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'redemptions',
        headerName: t('columns.redemptions'),
        type: 'number',
        minWidth: 120,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'active',
        headerName: t('columns.active'),
        minWidth: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.active ? 'success' : 'default'}
            label={row.active ? t('status.active') : t('status.retired')}
          />
        ),
      },
      rowMenuColumn(t('columns.actions'), (row) => {
        const item = (key: string, action: RewardAction) => ({
          key,
          label: t(`actions.${action}`, { name: row.name }),
          onClick: () => onAction(action, row),
        });
        return [
          item('redemptions', 'redemptions'),
          ...(mayManage
            ? [
                item('edit', 'edit'),
                item('active', row.active ? 'retire' : 'restore'),
                item('delete', 'delete'),
              ]
            : []),
        ];
      }),
    ],
    [t, format, onAction, mayManage],
  );

  return (
    <ListGrid
      label={t('gridLabel')}
      rows={rows}
      columns={columns}
      total={total}
      state={state}
      loading={loading}
      loadingText={t('loading')}
      emptyText={state.definition.isFiltered(state.list) ? t('noMatch') : t('empty')}
      {...selection}
    />
  );
}
