import { useMemo } from 'react';
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@/api/staff';
import { ListGrid } from '@/components/grid/list-grid';
import { rowMenuColumn } from '@/components/grid/row-menu';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import type { StaffListParams } from '../rules/list-params';

export type StaffAction = 'role' | 'deactivate' | 'reactivate';

type StaffGridProps = {
  rows: readonly StaffMember[];
  total: number;
  /** The list's page, size, sort and search, in the address. */
  state: ListState<StaffListParams>;
  loading: boolean;
  /** The signed-in account: its own row offers no change of role or status. */
  meId: string | undefined;
  onAction: (action: StaffAction, staff: StaffMember) => void;
};

/** The staff accounts, paged and sorted on the server: name, e-mail, role, status, last sign-in. */
export function StaffGrid({ rows, total, state, loading, meId, onAction }: StaffGridProps) {
  const { t } = useTranslation('staff');
  const format = useDateFormat();

  const columns = useMemo<GridColDef<StaffMember>[]>(
    () => [
      { field: 'fullName', headerName: t('columns.name'), flex: 1, minWidth: 180 },
      { field: 'email', headerName: t('columns.email'), flex: 1.2, minWidth: 220 },
      {
        field: 'role',
        headerName: t('columns.role'),
        minWidth: 170,
        sortable: false,
        valueFormatter: (value: StaffMember['role']) => t(`common:roles.${value}`),
      },
      {
        field: 'active',
        headerName: t('columns.status'),
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.active ? 'success' : 'default'}
            label={row.active ? t('status.active') : t('status.deactivated')}
          />
        ),
      },
      {
        field: 'lastSignInAt',
        headerName: t('columns.lastSignIn'),
        minWidth: 190,
        valueFormatter: (value: string | undefined) =>
          value ? format.dateTime(value) : t('neverSignedIn'),
      },
      rowMenuColumn(t('columns.actions'), (row) => {
        if (row._id === meId) return [];
        const status = row.active ? 'deactivate' : 'reactivate';
        const name = { name: row.fullName };
        return [
          { key: 'role', label: t('actions.role', name), onClick: () => onAction('role', row) },
          {
            key: 'active',
            label: t(`actions.${status}`, name),
            onClick: () => onAction(status, row),
          },
        ];
      }),
    ],
    [t, format, meId, onAction],
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
    />
  );
}
