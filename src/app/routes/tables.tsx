import { useState } from 'react';
import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { MemberAvatar } from '@/features/ui-kit/components/member-avatar';
import { usePagerLabels } from '@/features/ui-kit/components/pager-labels';
import { Specimen } from '@/features/ui-kit/components/specimen';
import { VisuallyHidden } from '@/features/ui-kit/components/visually-hidden';

type RewardStatus = 'active' | 'scheduled' | 'draft' | 'expired';

/** Sample rewards (their names are in the translations): cost in points and vouchers left. */
const REWARDS: readonly { id: string; points: number; stock: number; status: RewardStatus }[] = [
  { id: 'coffee', points: 150, stock: 42, status: 'active' },
  { id: 'spa', points: 2500, stock: 5, status: 'active' },
  { id: 'tote', points: 400, stock: 120, status: 'active' },
  { id: 'checkup', points: 5000, stock: 10, status: 'scheduled' },
  { id: 'parking', points: 300, stock: 0, status: 'expired' },
  { id: 'cinema', points: 800, stock: 25, status: 'active' },
  { id: 'smoothie', points: 200, stock: 60, status: 'active' },
  { id: 'massage', points: 3000, stock: 8, status: 'draft' },
  { id: 'waterBottle', points: 350, stock: 80, status: 'active' },
  { id: 'gymPass', points: 1200, stock: 15, status: 'scheduled' },
  { id: 'bookVoucher', points: 600, stock: 30, status: 'expired' },
  { id: 'teaSet', points: 900, stock: 12, status: 'active' },
];

const STATUS_CHIP = {
  active: { color: 'success', variant: 'filled' },
  scheduled: { color: 'primary', variant: 'filled' },
  draft: { color: 'default', variant: 'filled' },
  expired: { color: 'default', variant: 'outlined' },
} as const satisfies Record<RewardStatus, { color: string; variant: string }>;

/** Sample members with their tier and points balance. */
const MEMBERS = [
  { id: 'amelia', tier: 'gold', points: 1250, visits: 14 },
  { id: 'oliver', tier: 'silver', points: 640, visits: 7 },
  { id: 'priya', tier: 'gold', points: 2100, visits: 21 },
  { id: 'james', tier: 'bronze', points: 180, visits: 2 },
] as const;

type SortKey = 'name' | 'points' | 'stock';
type Direction = 'asc' | 'desc';
const ROWS_PER_PAGE_OPTIONS = [5, 10, 25];

export default function TablesRoute() {
  const { t, i18n } = useTranslation('elements');
  const { tableItemLabel } = usePagerLabels();
  const [orderBy, setOrderBy] = useState<SortKey>('name');
  const [order, setOrder] = useState<Direction>('asc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);

  const collator = new Intl.Collator(i18n.resolvedLanguage ?? i18n.language);
  const rows = REWARDS.map((reward) => ({ ...reward, name: t(`samples.rewards.${reward.id}`) }));
  const sorted = [...rows].sort((a, b) => {
    const difference =
      orderBy === 'name' ? collator.compare(a.name, b.name) : a[orderBy] - b[orderBy];
    return order === 'asc' ? difference : -difference;
  });
  const shown = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const sortBy = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
    setPage(0);
  };

  const header = (key: SortKey, numeric = false) => (
    // Numbers line up at the end of the cell (MUI's 'right', mirrored in right-to-left).
    <TableCell
      align={numeric ? 'right' : undefined}
      sortDirection={orderBy === key ? order : false}
    >
      <TableSortLabel
        active={orderBy === key}
        direction={orderBy === key ? order : 'asc'}
        onClick={() => sortBy(key)}
      >
        {t(`tables.rewards.columns.${key}`)}
        {orderBy === key && (
          <VisuallyHidden>
            {order === 'desc' ? t('tables.rewards.sortedDesc') : t('tables.rewards.sortedAsc')}
          </VisuallyHidden>
        )}
      </TableSortLabel>
    </TableCell>
  );

  const memberPoints = MEMBERS.reduce((total, member) => total + member.points, 0);

  return (
    <PageFrame screen="tables">
      <Specimen title={t('tables.rewards.title')} caption={t('tables.rewards.caption')}>
        <TableContainer>
          <Table aria-label={t('tables.rewards.label')}>
            <TableHead>
              <TableRow>
                {header('name')}
                {header('points', true)}
                {header('stock', true)}
                <TableCell>{t('tables.rewards.columns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((reward) => (
                <TableRow key={reward.id} hover>
                  <TableCell component="th" scope="row">
                    {reward.name}
                  </TableCell>
                  <TableCell align="right">
                    {t('tables.number', { value: reward.points })}
                  </TableCell>
                  <TableCell align="right">{t('tables.number', { value: reward.stock })}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`tables.status.${reward.status}`)}
                      {...STATUS_CHIP[reward.status]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={REWARDS.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('tables.rewards.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('tables.rewards.displayed', { from, to, total: count })
          }
          getItemAriaLabel={tableItemLabel}
        />
      </Specimen>

      <Specimen title={t('tables.members.title')} caption={t('tables.members.caption')}>
        <TableContainer>
          <Table size="small" aria-label={t('tables.members.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tables.members.columns.member')}</TableCell>
                <TableCell>{t('tables.members.columns.tier')}</TableCell>
                <TableCell align="right">{t('tables.members.columns.visits')}</TableCell>
                <TableCell align="right">{t('tables.members.columns.points')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {MEMBERS.map((member) => (
                <TableRow key={member.id}>
                  <TableCell component="th" scope="row">
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <MemberAvatar name={t(`samples.members.${member.id}`)} size={28} decorative />
                      <span>{t(`samples.members.${member.id}`)}</span>
                    </Stack>
                  </TableCell>
                  <TableCell>{t(`samples.tiers.${member.tier}`)}</TableCell>
                  <TableCell align="right">
                    {t('tables.number', { value: member.visits })}
                  </TableCell>
                  <TableCell align="right">
                    {t('tables.number', { value: member.points })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" colSpan={3}>
                  {t('tables.members.total')}
                </TableCell>
                <TableCell align="right">{t('tables.number', { value: memberPoints })}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      </Specimen>
    </PageFrame>
  );
}
