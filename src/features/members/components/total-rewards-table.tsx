import { Avatar, Button, CircularProgress, TableCell, TableRow } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { rewardsQuery, useRedeemReward } from '@/api/rewards';
import { serverErrorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { Member } from '@/api/members';
import { checkRedeem } from '../rules/reward-rules';
import { ListPanel } from './list-panel';
import { PagedTable } from './paged-table';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { useMayCall } from '@/api/roles';

type Reward = components['schemas']['Reward'];

/** Every reward, each with Redeem: paid with the member's points when they have enough. */
export function TotalRewardsTable({ member }: { member: Member | undefined }) {
  const { t } = useTranslation('members');
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  const redeem = useRedeemReward();
  const mayRedeem = useMayCall('redeemReward');
  const rewards = useQuery({
    ...rewardsQuery(),
    ...SENT_BY_THE_ROUTE,
    select: (data) => data.rewards,
  });
  const list = rewards.data ?? [];

  const redeemReward = (reward: Reward) =>
    oneAtATime(async () => {
      const check = checkRedeem(member, reward);
      if (check === 'memberNotLoaded' || !member) {
        await dialogs.alert({
          kind: 'warning',
          title: t('alerts.userNotLoaded'),
          text: t('alerts.userNotLoadedText'),
        });
        return;
      }
      if (check === 'notEnoughPoints') {
        await dialogs.alert({
          kind: 'warning',
          title: t('alerts.notEnoughPoints'),
          text: t('alerts.notEnoughPointsText'),
        });
        return;
      }
      try {
        await redeem.mutateAsync({ memberId: member._id, rewardId: reward._id });
        void dialogs.alert({ kind: 'success', title: t('alerts.rewardRedeemed'), timerMs: 2000 });
      } catch (error) {
        void dialogs.alert({
          kind: 'error',
          title: t('alerts.redeemFailed'),
          text: serverErrorText(error, t('alerts.redeemFailedText')),
        });
      }
    });

  return (
    <ListPanel
      title={t('rewards.title')}
      query={rewards}
      isEmpty={list.length === 0}
      emptyText={t('rewards.empty')}
    >
      <PagedTable
        label={t('rewards.title')}
        headers={[
          t('rewards.name'),
          t('rewards.description'),
          t('rewards.pointsRequired'),
          t('rewards.image'),
          t('rewards.actions'),
        ]}
        rows={list}
        renderRow={(reward) => (
          <TableRow key={reward._id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{reward.name}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
              {reward.description}
            </TableCell>
            <TableCell>{reward.pointsRequired}</TableCell>
            <TableCell>
              <Avatar variant="rounded" src={reward.image} alt={reward.name}>
                <RedeemIcon />
              </Avatar>
            </TableCell>
            <TableCell>
              {mayRedeem && (
                <Button
                  size="small"
                  variant="contained"
                  color="secondary"
                  disabled={redeem.isPending}
                  aria-busy={redeem.isPending && redeem.variables?.rewardId === reward._id}
                  startIcon={
                    redeem.isPending && redeem.variables?.rewardId === reward._id ? (
                      <CircularProgress size={14} color="inherit" aria-hidden="true" />
                    ) : undefined
                  }
                  onClick={() => void redeemReward(reward)}
                  aria-label={t('rewards.redeemLabel', { name: reward.name })}
                >
                  {t('rewards.redeem')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
    </ListPanel>
  );
}
