import { Box, Button } from '@mui/material';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { afterSignIn } from '@/api/roles';
import { BrandLogo } from '@/components/brand-logo';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { usePageTitle } from '@/components/use-page-title';
import { PasswordChange } from '@/features/account/components/password-change';
import { useReturnPath } from '@/features/auth/components/use-return-path';
import { paths } from '@/lib/paths';
import { sessionUserAtom, temporaryPasswordAtom, tokenAtom } from '@/session/session-atoms';
import { useSignOut } from '../shell/use-sign-out';

/**
 * A new account's first password, before any other screen: the new password twice (the
 * temporary one it signed in with is kept from sign-in, asked for only after a reload). Changed,
 * the account goes where it was heading, else to its role's start page; or it signs out.
 */
export default function ChangePasswordRoute() {
  const { t } = useTranslation('account');
  usePageTitle(t('password.firstTitle'));
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(sessionUserAtom);
  const [temporary, setTemporary] = useAtom(temporaryPasswordAtom);
  const returnPath = useReturnPath();
  const signOut = useSignOut();
  if (!token) return <Navigate to={paths.signIn()} replace />;
  if (!user?.mustChangePassword)
    return <Navigate to={afterSignIn(user?.role, returnPath)} replace />;
  return (
    <DialogsProvider>
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Box sx={{ width: '100%', maxWidth: 560 }}>
          <Box sx={{ mb: 2 }}>
            <BrandLogo />
          </Box>
          <PasswordChange first={{ temporary, onChanged: () => setTemporary(null) }} />
          <Button onClick={() => void signOut()}>{t('shell:user.signOut')}</Button>
        </Box>
      </Box>
    </DialogsProvider>
  );
}
