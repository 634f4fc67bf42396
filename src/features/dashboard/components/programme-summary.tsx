import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { broadcastMessagesQuery } from '@/api/queries/broadcast-messages';
import { membersPageQuery } from '@/api/queries/members';
import { rewardsQuery } from '@/api/queries/rewards';
import { SummaryCard } from './summary-card';

/** The programme at a glance: members, rewards and broadcast messages, each from its own call. */
export function ProgrammeSummary() {
  const { t } = useTranslation('common');
  const members = useQuery({
    ...membersPageQuery({ page: 1, limit: 10 }),
    select: (data) => data.total,
  });
  const rewards = useQuery({ ...rewardsQuery(), select: (data) => data.rewards.length });
  const messages = useQuery({
    ...broadcastMessagesQuery(),
    select: (data) => data.messages.length,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <SummaryCard label={t('home.members')} to="/apps/users" query={members} />
      <SummaryCard label={t('home.rewards')} to="/apps/rewards" query={rewards} />
      <SummaryCard label={t('home.messages')} to="/apps/broadcast-message" query={messages} />
    </Box>
  );
}
