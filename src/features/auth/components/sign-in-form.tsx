import { useState } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom, useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '@/api/api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { startSession } from '@/session/session';
import { sessionNoticeAtom, temporaryPasswordAtom } from '@/session/session-atoms';
import { useSignIn } from '@/api/auth';
import { afterSignIn } from '@/api/roles';
import { appLocale } from '@/i18n/dates';
import { signInSchema } from '../rules/sign-in-schema';
import { waitInWords } from '../rules/wait';
import { useReturnPath } from './use-return-path';

export function SignInForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const signIn = useSignIn();
  const keepTemporary = useSetAtom(temporaryPasswordAtom);
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
      // A temporary password: the change that follows need not ask for it again.
      keepTemporary(user.mustChangePassword ? body.password : null);
      startSession(token, user);
      void navigate(afterSignIn(user.role, returnPath), { replace: true });
    } catch {
      // The alert above the fields says what went wrong; what was typed stays.
    }
  });

  const error = signIn.error;
  // Too many wrong passwords: how long to wait, in the admin's words.
  const tooMany = error instanceof ApiError && error.status === 429;
  const failure = !error
    ? undefined
    : tooMany && error.retryAfterSeconds !== undefined
      ? t('errors.tooMany', {
          when: waitInWords(error.retryAfterSeconds, appLocale(i18n.resolvedLanguage)),
        })
      : tooMany
        ? t('errors.tooManyLater')
        : errorText(error, t, 'errors.failed', 'errors.network');

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
