import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { useStartPath } from '@/session/access';

export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  // The role's start page: the dashboard, or the front desk's /front-desk.
  const home = useStartPath();
  usePageTitle(t('notFound.title'));
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h1" component="p" sx={{ fontSize: '4rem', color: 'primary.main' }}>
          404
        </Typography>
        <Typography variant="h1" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFound.text')}
        </Typography>
        <Button component={RouterLink} to={home} variant="contained">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
