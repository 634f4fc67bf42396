import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/api-error';
import { adminMeQuery, useChangePassword } from '@/api/account';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { sessionUserAtom } from '@/session/session-atoms';
import {
  EMPTY_PASSWORD_FORM,
  judgeByLength,
  passwordChange,
  passwordSchema,
  type PasswordForm,
  type PasswordJudge,
} from '../rules/password-form';
import type { PasswordScore } from '@/lib/password/password-limits';
import { PasswordField } from './password-field';
import { StrengthMeter } from './strength-meter';
import { useLeaveGuard } from './use-leave-guard';

type Rule = { judge: PasswordJudge; score: (password: string, account: object) => PasswordScore };

/** The strength rule, loaded with this form only (its dictionaries are large). */
function useStrengthRule(): Rule | null {
  const [rule, setRule] = useState<Rule | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/password/password-rule').then((module) => {
      if (live) setRule({ judge: module.passwordProblem, score: module.passwordScore });
    });
    return () => {
      live = false;
    };
  }, []);
  return rule;
}

/** The server's refusal: its words, and the field they are about. */
type Refusal = {
  field: 'currentPassword' | 'newPassword' | null;
  text: string;
  sent: { currentPassword: string; newPassword: string };
};

const CURRENT_WRONG = 'Current password is incorrect';

type PasswordChangeProps = {
  /**
   * A new account's first change, on a page of its own: the temporary password it signed in with
   * (when known, its field is not shown), and what follows the change (instead of the message).
   */
  first?: { temporary: string | null; onChanged: () => void };
};

/**
 * The password change: the current password, the new one with a strength meter as it is typed, and
 * the new one again. A refusal shows the server's words beside the field they are about; a change
 * empties the form (passwords are never kept as a draft).
 */
export function PasswordChange({ first }: PasswordChangeProps) {
  const { t } = useTranslation('account');
  const dialogs = useDialogs();
  const change = useChangePassword();
  const rule = useStrengthRule();
  const sessionUser = useAtomValue(sessionUserAtom);
  const { data: me } = useQuery(adminMeQuery());
  const account = useMemo(
    () => ({
      fullName: me?.fullName ?? sessionUser?.fullName ?? '',
      email: me?.email ?? sessionUser?.email ?? '',
    }),
    [me, sessionUser],
  );
  const resolver = useMemo(
    () => zodResolver(passwordSchema(rule?.judge ?? judgeByLength, account)),
    [rule, account],
  );
  const { control, handleSubmit, formState, reset } = useForm<PasswordForm>({
    resolver,
    defaultValues: { ...EMPTY_PASSWORD_FORM, currentPassword: first?.temporary ?? '' },
    mode: 'onTouched',
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const busy = formState.isSubmitting;
  useLeaveGuard(!first && formState.isDirty && !busy);
  const newPassword = useWatch({ control, name: 'newPassword' });
  const currentPassword = useWatch({ control, name: 'currentPassword' });
  // The server's words are about what was sent: once either password is typed again they go.
  const shown =
    refusal &&
    refusal.sent.currentPassword === currentPassword &&
    refusal.sent.newPassword === newPassword
      ? refusal
      : null;
  const score = useMemo(
    () => (rule && newPassword ? rule.score(newPassword, account) : null),
    [rule, newPassword, account],
  );

  const submit = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      await change(passwordChange(form));
      reset(EMPTY_PASSWORD_FORM);
      if (first) return first.onChanged();
      void dialogs.alert({
        kind: 'success',
        title: t('password.changedTitle'),
        text: t('password.changed'),
        timerMs: 2000,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.error) {
        const text =
          error.message !== error.error ? `${error.error}. ${error.message}` : error.error;
        // Beside the field the reason is about; any other refusal above the form.
        const field =
          error.error === CURRENT_WRONG
            ? 'currentPassword'
            : /^new password/i.test(error.error)
              ? 'newPassword'
              : null;
        setRefusal({ field, text, sent: form });
        return;
      }
      setRefusal({
        field: null,
        text: errorText(error, t, 'password.failed', 'password.network'),
        sent: form,
      });
    }
  });

  const refused = (field: Refusal['field']) =>
    shown && shown.field === field ? shown.text : undefined;

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mb: 3 }}>
      {first ? (
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
          {t('password.firstTitle')}
        </Typography>
      ) : (
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('password.title')}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(first ? 'password.firstIntro' : 'password.intro')}
      </Typography>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {shown && !shown.field && (
            <Alert severity="error" role="alert">
              {shown.text}
            </Alert>
          )}
          {/* Lets password managers tie the change to the account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={account.email}
            readOnly
            hidden
          />
          {first?.temporary ? null : (
            <PasswordField
              control={control}
              name="currentPassword"
              label={t(first ? 'password.temporary' : 'password.current')}
              autoComplete="current-password"
              serverError={refused('currentPassword')}
            />
          )}
          <PasswordField
            control={control}
            name="newPassword"
            label={t('password.new')}
            autoComplete="new-password"
            serverError={refused('newPassword')}
            below={<StrengthMeter score={score} typed={newPassword !== ''} />}
          />
          <PasswordField
            control={control}
            name="confirmPassword"
            label={t('password.confirm')}
            autoComplete="new-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={busy}>
              {t('password.submit')}
            </Button>
          </Box>
        </Box>
      </form>
    </Paper>
  );
}
