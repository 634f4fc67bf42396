import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { components } from '@generated/api';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '@/components/grid/list-grid';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import { paths } from '@/lib/paths';
import type { RedemptionListParams } from '../rules/list-params';

export type Redemption = components['schemas']['RewardRedemption'];

type RedemptionsGridProps = {
  rows: readonly Redemption[];
  total: number;
  /** The panel's page and page size. */
  state: ListState<RedemptionListParams>;
  loading: boolean;
};

/** A member's profile (the members feature's route). */
const profilePath = (id: string) => paths.member({ id });

/** A reward's redemptions, paged on the server: member (linked), points, voucher code, when. */
export function RedemptionsGrid(props: RedemptionsGridProps) {
  const { rows, total, state, loading } = props;
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

  return (
    <ListGrid
      label={t('redemptions.gridLabel')}
      rows={rows}
      columns={columns}
      total={total}
      state={state}
      loading={loading}
      loadingText={t('loading')}
      emptyText={t('redemptions.empty')}
    />
  );
}
