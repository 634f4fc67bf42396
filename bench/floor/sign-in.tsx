// The sign-in screen's floor: a card with a heading, two fields and a button.
import { Box, Button, OutlinedInput, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { renderOnStack } from './stack';

function SignIn() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('lead')}
        </Typography>
        <Stack component="form" spacing={2}>
          <OutlinedInput type="email" placeholder={t('email')} inputProps={{ 'aria-label': t('email') }} />
          <OutlinedInput
            type="password"
            placeholder={t('password')}
            inputProps={{ 'aria-label': t('password') }}
          />
          <Button type="submit" variant="contained" size="large">
            {t('submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

renderOnStack(SignIn, {
  title: 'Sign In',
  lead: 'Enter your email and password to sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
});
