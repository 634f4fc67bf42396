import { useMemo } from 'react';
import { Box, Link, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '@/components/grid/list-grid';
import type { BulkGridProps } from '@/components/list/use-bulk-actions';
import { rowMenuColumn } from '@/components/grid/row-menu';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import { isPastDue } from '../rules/dates';
import type { MissionListParams } from '../rules/list-params';
import type { MissionOverview } from '../rules/mission-form';
import { paths } from '@/lib/paths';
import { useMayCall } from '@/api/roles';

export type MissionAction = 'edit' | 'duplicate' | 'delete';

type MissionsGridProps = {
  rows: readonly MissionOverview[];
  total: number;
  /** The list's page, size, sort, search and filters, in the address. */
  state: ListState<MissionListParams>;
  loading: boolean;
  onAction: (action: MissionAction, mission: MissionOverview) => void;
  /** The ticked rows (`useBulkActions(…).grid`): their checkboxes. */
  selection?: BulkGridProps;
};

export const missionPath = (id: string) => paths.mission({ missionId: id });

/** The missions, paged and sorted on the server; each row links to its page and has its actions. */
export function MissionsGrid(props: MissionsGridProps) {
  const { rows, total, state, loading, onAction, selection } = props;
  const { t } = useTranslation('missions');
  const format = useDateFormat();

  const mayManage = useMayCall('createMission', 'updateMission', 'deleteMission');
  const columns = useMemo<GridColDef<MissionOverview>[]>(() => {
    const number = (field: 'pointsReward' | 'participants' | 'completed', minWidth = 110) =>
      ({
        field,
        headerName: t(`columns.${field}`),
        type: 'number',
        minWidth,
        valueFormatter: (value: number) => format.number(value),
      }) satisfies GridColDef<MissionOverview>;
    return [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={RouterLink}
            to={missionPath(row._id)}
            tabIndex={tabIndex}
            underline="hover"
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'category',
        headerName: t('columns.category'),
        minWidth: 130,
        sortable: false,
        valueGetter: (_value, row) => t(`category.${row.category.code}`),
      },
      {
        field: 'type',
        headerName: t('columns.type'),
        minWidth: 120,
        sortable: false,
        valueGetter: (_value, row) => t(`type.${row.type}`),
      },
      number('pointsReward'),
      {
        field: 'visitLimit',
        headerName: t('columns.visitLimit'),
        type: 'number',
        minWidth: 110,
        valueFormatter: (value: number | undefined) =>
          value === undefined ? t('noLimit') : format.number(value),
      },
      {
        field: 'dueDate',
        headerName: t('columns.dueDate'),
        minWidth: 190,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
            {format.date(row.dueDate)}
            {isPastDue(row.dueDate) && (
              <Typography component="span" variant="body2" color="text.secondary">
                ({t('expired')})
              </Typography>
            )}
          </Box>
        ),
      },
      number('participants'),
      number('completed'),
      // Only for a role the contract lets change missions (not the auditor).
      rowMenuColumn(t('columns.actions'), (row) =>
        !mayManage
          ? []
          : (['edit', 'duplicate', 'delete'] as const).map((action) => ({
              key: action,
              label: t(`actions.${action}`, { name: row.name }),
              onClick: () => onAction(action, row),
            })),
      ),
    ];
  }, [t, format, onAction, mayManage]);

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
