import { useMemo } from 'react';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/api/audit';
import { ListGrid } from '@/components/grid/list-grid';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import type { AuditListParams } from '../rules/list-params';

type AuditLogGridProps = {
  rows: readonly AuditEntry[];
  total: number;
  /** The log's page, size and filters, in the address. */
  state: ListState<AuditListParams>;
  loading: boolean;
  onOpen: (entry: AuditEntry) => void;
};

/** The entries, newest first, paged on the server; a row opens its details. */
export function AuditLogGrid(props: AuditLogGridProps) {
  const { rows, total, state, loading, onOpen } = props;
  const { t } = useTranslation('auditLog');
  const format = useDateFormat();

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('columns.at'),
        minWidth: 210,
        sortable: false,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      {
        field: 'actor',
        headerName: t('columns.actor'),
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => row.actor.fullName,
      },
      {
        field: 'action',
        headerName: t('columns.action'),
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => t(`action.${row.action}`, { defaultValue: row.action }),
      },
      {
        field: 'entityType',
        headerName: t('columns.entityType'),
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) =>
          t(`entity.${row.entity.type}`, { defaultValue: row.entity.type }),
      },
      {
        field: 'entity',
        headerName: t('columns.entity'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => row.entity.label,
      },
      {
        field: 'changes',
        headerName: t('columns.changes'),
        type: 'number',
        minWidth: 100,
        sortable: false,
        valueGetter: (_value, row) => row.changes.length,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'details',
        type: 'actions',
        headerName: t('columns.details'),
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="open"
            icon={<VisibilityIcon />}
            label={t('openDetails', {
              action: t(`action.${row.action}`, { defaultValue: row.action }),
              label: row.entity.label,
            })}
            onClick={() => onOpen(row)}
          />,
        ],
      },
    ],
    [t, format, onOpen],
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
      onRowClick={({ row }) => onOpen(row)}
      openRows
    />
  );
}
