import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { usePageTitle } from '@/components/use-page-title';
import { useStartPath } from '@/session/access';

export default function AboutRoute() {
  const { t } = useTranslation('pages');
  // The role's start page: the dashboard, or the front desk's /front-desk.
  const home = useStartPath();
  usePageTitle(t('about.title'));
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 640, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={2}>
          <BrandLogo />
          <Typography variant="h1">{t('about.title')}</Typography>
          <Typography>{t('about.text')}</Typography>
          <Typography color="text.secondary">
            {t('about.version', { version: __APP_VERSION__ })}
          </Typography>
          <Box>
            <Button component={RouterLink} to={home} variant="contained">
              {t('about.open')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
