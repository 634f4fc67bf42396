import { useState } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '@/api/api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { startSession } from '@/session/session';
import { sessionNoticeAtom } from '@/session/session-atoms';
import { useSignIn } from '@/api/auth';
import { startPath } from '@/api/roles';
import { signInSchema } from '../rules/sign-in-schema';

/**
 * Where to go after signing in: back where the guard stopped the admin, else the role's start
 * page (the dashboard; the front desk's is /front-desk).
 */
function useReturnPath(): string | undefined {
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth/')
    ? from
    : undefined;
}

export function SignInForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const signIn = useSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      const { token, user } = await signIn.mutateAsync({ body });
      startSession(token, user);
      void navigate(returnPath ?? startPath(user.role), { replace: true });
    } catch {
      // The alert above the fields says what went wrong; what was typed stays.
    }
  });

  const failure = signIn.error
    ? errorText(signIn.error, t, 'errors.failed', 'errors.network')
    : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('formLabel')}>
      <Stack spacing={2.5}>
        {notice && !failure && (
          <Alert severity={notice === 'expired' ? 'warning' : 'info'}>
            {t(`notice.${notice}`)}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="username"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="password"
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          fullWidth
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                edge="end"
              >
                {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          fullWidth
        >
          {formState.isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </Stack>
    </Box>
  );
}
