import { useEffect, useId, useMemo } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useDateFormat } from '@/i18n/dates';
import { keptDraft, useKeptDraft } from '@/session/kept-drafts';
import { type Member, useCreateAdjustment } from '@/api/members';
import {
  ADJUSTMENT_REASONS,
  DIRECTIONS,
  NOTE_MAX,
  adjustmentSchema,
  balanceAfter,
  parseAmount,
  restoredAdjustmentForm,
  type PointsAdjustment,
} from '../../rules/points-adjustment';
import { failureText } from './adjustment-text';

type Props = {
  member: Member;
  onClose: () => void;
  /** Called with the server's adjustment once it is saved (the dialog then closes). */
  onDone: (adjustment: PointsAdjustment) => void;
};

/**
 * 'Adjust points': credit or debit, amount, reason and note. The balance after the adjustment is
 * shown as the admin types; a debit that would take it below zero is refused beside the amount
 * before anything is sent. A failure keeps the dialog and what was typed (and the draft outlives
 * an expired session).
 */
export function AdjustPointsDialog({ member, onClose, onDone }: Props) {
  const { t } = useTranslation('adjustments');
  const format = useDateFormat();
  const titleId = useId();
  const previewId = useId();
  const dialogs = useDialogs();
  const create = useCreateAdjustment(member._id);
  const resolver = useMemo(() => zodResolver(adjustmentSchema(member.points)), [member.points]);
  const { control, handleSubmit, formState, trigger, getFieldState } = useForm({
    resolver,
    defaultValues: restoredAdjustmentForm(keptDraft('pointsAdjustment')),
    mode: 'onChange',
  });
  const form = useWatch({ control });
  useKeptDraft('pointsAdjustment', form);
  // The amount's check depends on the direction, the note's on the reason: checked again together.
  const { direction = 'credit', amount = '', reason = '' } = form;
  useEffect(() => {
    if (amount.trim()) void trigger('amount');
  }, [direction, amount, trigger]);
  useEffect(() => {
    if (getFieldState('note').isTouched || getFieldState('note').invalid) void trigger('note');
  }, [reason, trigger, getFieldState]);

  const busy = formState.isSubmitting;
  const parsed = parseAmount(amount);
  const after = parsed === undefined ? undefined : balanceAfter(member.points, direction, parsed);

  const save = handleSubmit(async (body) => {
    try {
      const adjustment = await create.mutateAsync(body);
      onDone(adjustment);
      onClose();
    } catch (error) {
      void dialogs.alert({
        kind: 'error',
        title: t('failedTitle'),
        text: failureText(error, t('failed')),
      });
    }
  });
  const close = () => !busy && onClose();

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: 6 }}>
          {t('form.title')}
        </DialogTitle>
        <IconButton
          onClick={close}
          aria-label={t('form.close')}
          disabled={busy}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
            <Typography color="text.secondary">
              {t('form.current', {
                name: member.fullName ?? member.memberId ?? '',
                balance: format.number(member.points),
              })}
            </Typography>
            <FormRadioGroup
              control={control}
              name="direction"
              label={t('form.direction')}
              options={DIRECTIONS.map((value) => ({ value, label: t(`form.${value}`) }))}
            />
            <FormTextField
              control={control}
              name="amount"
              label={t('form.amount')}
              required
              autoComplete="off"
              inputMode="numeric"
              inputProps={{ 'aria-describedby': previewId }}
            />
            <FormSelect
              control={control}
              name="reason"
              label={t('form.reason')}
              options={[
                { value: '', label: t('form.selectReason') },
                ...ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
              ]}
            />
            {/* The select has no helper text of its own: its message is written below it. */}
            {formState.errors.reason?.message && (
              <Typography role="alert" color="error" variant="caption" sx={{ mt: -2, mx: 1.75 }}>
                {t(formState.errors.reason.message)}
              </Typography>
            )}
            <FormTextField
              control={control}
              name="note"
              label={reason === 'other' ? t('form.noteRequired') : t('form.note')}
              required={reason === 'other'}
              multiline
              minRows={2}
              autoComplete="off"
              inputProps={{ maxLength: NOTE_MAX }}
            />
            <Typography
              id={previewId}
              aria-live="polite"
              sx={{ fontWeight: 700 }}
              color={after !== undefined && after < 0 ? 'error' : 'text.primary'}
            >
              {t('form.after', {
                balance: after === undefined ? '—' : format.number(after),
              })}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            {busy ? t('form.saving') : t('form.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
