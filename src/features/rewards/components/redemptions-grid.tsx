import { useMemo } from 'react';
import { Link } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { components } from '@generated/api';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { gridRoom } from '@/components/grid/grid-room';
import { GRID_OVERLAYS } from '@/components/grid/grid-overlays';
import { useGridLocaleText } from '@/components/grid/use-grid-locale-text';
import { useDateFormat } from '@/i18n/dates';
import { cspNonce } from '@/theme/emotion-cache';
import { PAGE_SIZES } from '../rules/list-params';

export type Redemption = components['schemas']['RewardRedemption'];

type RedemptionsGridProps = {
  rows: readonly Redemption[];
  total: number;
  paging: GridPaginationModel;
  loading: boolean;
  onPaginationChange: (model: GridPaginationModel) => void;
};

/** A member's profile (the members feature's route). */
const profilePath = (id: string) => `/apps/list/view/${id}`;

/** A reward's redemptions, paged on the server: member (linked), points, voucher code, when. */
export function RedemptionsGrid(props: RedemptionsGridProps) {
  const { rows, total, paging, loading, onPaginationChange } = props;
  const { t } = useTranslation('rewards');
  const format = useDateFormat();

  const columns = useMemo<GridColDef<Redemption>[]>(
    () => [
      {
        field: 'member',
        headerName: t('redemptions.member'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={RouterLink}
            to={profilePath(row.member._id)}
            tabIndex={tabIndex}
            underline="hover"
          >
            {row.member.fullName ?? row.member.memberId ?? t('redemptions.unnamed')}
          </Link>
        ),
      },
      {
        field: 'pointsUsed',
        headerName: t('redemptions.pointsUsed'),
        type: 'number',
        minWidth: 110,
        valueFormatter: (value: number) => format.number(value),
      },
      { field: 'code', headerName: t('redemptions.code'), minWidth: 160 },
      {
        field: 'redeemedAt',
        headerName: t('redemptions.redeemedAt'),
        minWidth: 180,
        valueFormatter: (value: string) => format.dateTime(value),
      },
    ],
    [t, format],
  );

  const overrides = useMemo(() => ({ noRowsLabel: t('redemptions.empty') }), [t]);
  const localeText = useGridLocaleText(overrides);

  return (
    <DataGrid
      nonce={cspNonce()}
      aria-label={t('redemptions.gridLabel')}
      rows={rows}
      getRowId={(row) => row._id}
      columns={columns}
      rowCount={total}
      paginationMode="server"
      paginationModel={paging}
      onPaginationModelChange={onPaginationChange}
      pageSizeOptions={[...PAGE_SIZES]}
      loading={loading}
      disableColumnMenu
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      localeText={localeText}
      slots={GRID_OVERLAYS}
      slotProps={{ loadingOverlay: { text: t('loading') } }}
      sx={{ minHeight: loading && rows.length === 0 ? gridRoom(paging.pageSize, 52) : 240 }}
    />
  );
}
