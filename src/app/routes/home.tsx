import { Box, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CountsPanel } from '@/features/dashboard/components/counts-panel';
import { LatestScansPanel } from '@/features/dashboard/components/latest-scans-panel';
import { NewMembersPanel } from '@/features/dashboard/components/new-members-panel';
import { TopMissionsPanel } from '@/features/dashboard/components/top-missions-panel';
import { sessionUserAtom } from '@/session/session-atoms';

/** The admin's first screen: the programme today, new members, top missions and the latest scans. */
export default function HomeRoute() {
  const { t } = useTranslation('dashboard');
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame screen="home">
      <Typography color="text.secondary" sx={{ mt: -2 }}>
        {t('welcome', { name: user?.fullName ?? '' })}
      </Typography>
      <CountsPanel />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <NewMembersPanel />
        <TopMissionsPanel />
      </Box>
      <LatestScansPanel />
    </PageFrame>
  );
}
