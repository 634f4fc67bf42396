import { Box, Paper } from '@mui/material';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignInHeading } from '@/features/auth/components/sign-in-heading';

/** Sign-in in a card centred on the page. */
export default function BoxedSignInRoute() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <SignInHeading />
        <SignInForm />
      </Paper>
    </Box>
  );
}
