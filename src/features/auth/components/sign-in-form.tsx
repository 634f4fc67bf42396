import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isNetworkError, serverErrorText } from '@/api/api-error';
import { OutlinedField } from '@/components/outlined-field';
import { startSession } from '@/session/session';
import { sessionNoticeAtom } from '@/session/session-atoms';
import { useSignIn } from '../api/use-sign-in';
import { validateSignIn, type SignInField } from '../rules/sign-in-rules';

/** Where to go after signing in: back where the guard stopped the admin, else home. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth/')
    ? from
    : '/';
}

export function SignInForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState<Record<SignInField, boolean>>({
    email: false,
    password: false,
  });

  const errors = validateSignIn(email, password);
  const visibleError = (field: SignInField) =>
    touched[field] && errors[field] ? t(`errors.${errors[field]}`) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0 || signIn.isPending) return;
    setNotice(null);
    signIn.mutate(
      { body: { email: email.trim(), password } },
      {
        onSuccess: ({ token, user }) => {
          startSession(token, user);
          void navigate(returnPath, { replace: true });
        },
      },
    );
  };

  const failure = signIn.error
    ? isNetworkError(signIn.error)
      ? t('errors.network')
      : serverErrorText(signIn.error, t('errors.failed'))
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
        <OutlinedField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          error={Boolean(visibleError('email'))}
          helperText={visibleError('email')}
        />
        <OutlinedField
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
          error={Boolean(visibleError('password'))}
          helperText={visibleError('password')}
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
          disabled={signIn.isPending}
          fullWidth
        >
          {signIn.isPending ? t('submitting') : t('submit')}
        </Button>
      </Stack>
    </Box>
  );
}
