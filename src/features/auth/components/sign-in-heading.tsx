import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { BrandLogo } from '@/components/brand-logo';

export function SignInHeading() {
  const { t } = useTranslation('auth');
  usePageTitle(t('title'));
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <BrandLogo />
      <Typography variant="h1">{t('title')}</Typography>
      <Typography color="text.secondary">{t('subtitle')}</Typography>
    </Stack>
  );
}
