import { Avatar, TableCell, TableRow } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rewardHistoryQuery } from '@/api/rewards';
import { formatRedeemedOn } from '../rules/reward-rules';
import { ListPanel } from './list-panel';
import { PagedTable } from './paged-table';

/** The vouchers the member redeemed, with their codes and when (India time, as specified). */
export function RewardHistoryTable({ memberId }: { memberId: string }) {
  const { t } = useTranslation('members');
  // The tabs fetched it already: a failure stays shown (with its retry) rather than being asked again.
  const history = useQuery({
    ...rewardHistoryQuery(memberId),
    select: (data) => data.history,
    retryOnMount: false,
  });
  const entries = history.data ?? [];
  return (
    <ListPanel
      title={t('rewardHistory.title')}
      headingLevel="h3"
      query={history}
      isEmpty={entries.length === 0}
      emptyText={t('rewardHistory.empty')}
    >
      <PagedTable
        label={t('rewardHistory.title')}
        headers={[
          t('rewardHistory.name'),
          t('rewardHistory.image'),
          t('rewardHistory.pointsUsed'),
          t('rewardHistory.code'),
          t('rewardHistory.redeemedOn'),
        ]}
        rows={entries}
        renderRow={(entry) => (
          <TableRow key={`${entry.code}-${entry.redeemedAt}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.name}</TableCell>
            <TableCell>
              <Avatar variant="rounded" src={entry.image} alt={entry.name}>
                <RedeemIcon />
              </Avatar>
            </TableCell>
            <TableCell>{entry.pointsUsed}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {entry.code}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatRedeemedOn(entry.redeemedAt)}
            </TableCell>
          </TableRow>
        )}
      />
    </ListPanel>
  );
}
