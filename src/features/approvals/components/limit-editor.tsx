import { useEffect } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { setApprovalLimit } from '@/api/approvals';
import { runAndReport } from '@/components/dialogs/confirm-then-run';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormTextField } from '@/components/form/form-text-field';
import { LIMIT_MAX, limitOf, limitSchema, type LimitForm } from '../rules/limit-form';

const resolver = zodResolver(limitSchema);

/**
 * The administrator's form for the limit: a whole number of points within the contract's bounds,
 * saved at once; it closes once saved, or on Cancel.
 */
export function LimitEditor({ limit, onClose }: { limit: number; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const dialogs = useDialogs();
  const form = useForm<LimitForm>({ resolver, defaultValues: { limit: String(limit) } });
  const busy = form.formState.isSubmitting;
  // Opened from its button, which is gone: the field takes the focus, its value selected.
  useEffect(() => form.setFocus('limit', { shouldSelect: true }), [form]);
  const save = form.handleSubmit(async (values) => {
    const saved = await runAndReport(dialogs, {
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
    if (saved) onClose();
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
        <Stack direction="row" spacing={1} sx={{ mt: { sm: 1 } }}>
          <Button type="submit" variant="contained" loading={busy}>
            {t('limit.save')}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            {t('limit.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
