import { useEffect, useId } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { setApprovalLimit, useApprovalLimit } from '@/api/approvals';
import { useMayCall } from '@/api/roles';
import { runAndReport } from '@/components/dialogs/confirm-then-run';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormTextField } from '@/components/form/form-text-field';
import { LoadError } from '@/components/load-error';
import { useDateFormat } from '@/i18n/dates';
import { LIMIT_MAX, limitOf, limitSchema, type LimitForm } from '../rules/limit-form';

const resolver = zodResolver(limitSchema);

/** The administrator's form: a whole number of points, saved at once. */
function LimitEditor({ limit }: { limit: number }) {
  const { t } = useTranslation('approvals');
  const dialogs = useDialogs();
  const form = useForm<LimitForm>({ resolver, defaultValues: { limit: String(limit) } });
  // The limit as saved (by this form or elsewhere) is what the form starts from.
  useEffect(() => form.reset({ limit: String(limit) }), [form, limit]);
  const busy = form.formState.isSubmitting;
  const save = form.handleSubmit(async (values) => {
    await runAndReport(dialogs, {
      run: () => setApprovalLimit(limitOf(values)),
      failed: {
        title: t('limit.failedTitle'),
        text: (error) => errorText(error, t, 'limit.failed'),
      },
      done: () =>
        dialogs.alert({
          kind: 'success',
          title: t('limit.savedTitle'),
          text: t('limit.saved', { limit: limitOf(values) }),
          timerMs: 2000,
        }),
    });
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={form.control}
          name="limit"
          label={t('limit.label')}
          required
          sx={{ width: { sm: 220 } }}
          inputProps={{ inputMode: 'numeric', maxLength: String(LIMIT_MAX).length + 2 }}
        />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: { sm: 1 } }}>
          {t('limit.save')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The front desk's adjustment limit: administrators change it, others read it.
 */
export function ApprovalLimit() {
  const { t } = useTranslation('approvals');
  const format = useDateFormat();
  const limit = useApprovalLimit();
  const mayChange = useMayCall('setApprovalLimit');
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('limit.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('limit.help')}
      </Typography>
      {limit.isError && !limit.data ? (
        <LoadError
          text={errorText(limit.error, t, 'limit.loadFailed')}
          onRetry={() => void limit.refetch()}
          minHeight={80}
        />
      ) : !limit.data ? (
        <Typography>{t('limit.loading')}</Typography>
      ) : mayChange ? (
        <LimitEditor limit={limit.data.limit} />
      ) : (
        <Typography>{t('limit.current', { limit: format.number(limit.data.limit) })}</Typography>
      )}
    </Paper>
  );
}
