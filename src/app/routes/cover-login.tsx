import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignInHeading } from '@/features/auth/components/sign-in-heading';

/** Sign-in beside a cover panel in the clinic's colours. */
export default function CoverLoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          alignItems: 'flex-end',
          p: 6,
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.secondary.main})`,
        })}
      >
        <Typography variant="h2" component="p" sx={{ maxWidth: 420 }}>
          {t('coverTagline')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 3, sm: 6 } }}>
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <SignInHeading />
          <SignInForm />
        </Box>
      </Box>
    </Box>
  );
}
