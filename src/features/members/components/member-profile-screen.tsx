import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { memberQuery } from '@/api/members';
import { AdjustmentsPanel } from './adjustments/adjustments-panel';
import { HistoryTabs } from './history-tabs';
import { PendingListPanel } from './list-panel';
import { PrivacyPanel } from './privacy/privacy-panel';
import { ProfilePanel } from './profile-panel';
import { TotalMissionsTable } from './total-missions-table';
import { TotalRewardsTable } from './total-rewards-table';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';

/**
 * A member's profile. The member is loaded by the id in the address; the lists that belong to the
 * member are loaded by the member's own `_id` once it is known (§4).
 */
export function MemberProfileScreen({ id }: { id: string }) {
  const { t } = useTranslation('members');
  const member = useQuery({ ...memberQuery(id), ...SENT_BY_THE_ROUTE });
  const memberId = member.data?._id;
  return (
    <PageFrame screen="member">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // minmax(0, …): a wide table scrolls inside its column instead of widening the page; side by
          // side only from 1536 px, where the history table fits beside the member.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(280px, 1fr) minmax(0, 2fr)' },
        }}
      >
        <ProfilePanel query={member} />
        {/* While the member is on its way, its lists' panels already hold their room. */}
        {memberId || member.isPending ? <HistoryTabs memberId={memberId} /> : <Box />}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {memberId ? (
          <TotalMissionsTable memberId={memberId} />
        ) : member.isPending ? (
          <PendingListPanel title={t('joinable.title')} />
        ) : (
          <Box />
        )}
        <TotalRewardsTable member={member.data} />
      </Box>
      {member.isError && !member.data ? null : <AdjustmentsPanel member={member.data} />}
      {member.isError && !member.data ? null : <PrivacyPanel member={member.data} />}
    </PageFrame>
  );
}
