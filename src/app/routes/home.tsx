import { Stack, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { ProgrammeSummary } from '@/features/dashboard/components/programme-summary';
import { sessionUserAtom } from '@/session/session-atoms';

export default function HomeRoute() {
  const { t } = useTranslation('common');
  const user = useAtomValue(sessionUserAtom);
  usePageTitle(t('home.title'));
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" gutterBottom>
          {t('home.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('home.welcome', { name: user?.fullName ?? '' })}
        </Typography>
      </div>
      <ProgrammeSummary />
    </Stack>
  );
}
