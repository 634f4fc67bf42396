import { useEffect, useId, useMemo } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useDateFormat } from '@/i18n/dates';
import { type Member, useCreateAdjustment } from '@/api/members';
import {
  ADJUSTMENT_REASONS,
  DIRECTIONS,
  EMPTY_ADJUSTMENT,
  NOTE_MAX,
  adjustmentSchema,
  balanceAfter,
  parseAmount,
  restoredAdjustmentForm,
  type ApprovalRequest,
  type PointsAdjustment,
} from '../../rules/points-adjustment';
import { failureText } from './adjustment-text';

type Props = {
  member: Member;
  onClose: () => void;
  /** Called with the server's adjustment once it is saved (the dialog then closes). */
  /** The adjustment made, or the request for approval it became (front desk, above the limit). */
  onDone: (answer: PointsAdjustment | ApprovalRequest) => void;
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
  const previewId = useId();
  const create = useCreateAdjustment(member._id);
  const resolver = useMemo(() => zodResolver(adjustmentSchema(member.points)), [member.points]);
  const dialog = useFormDialog({
    resolver,
    defaultValues: EMPTY_ADJUSTMENT,
    restore: (_own, kept) => restoredAdjustmentForm(kept),
    mode: 'onChange',
    draft: 'pointsAdjustment',
    failure: { title: t('failedTitle'), text: (error) => failureText(error, t('failed')) },
    onClose,
  });
  const { control, formState, trigger, getFieldState } = dialog.form;
  const form = dialog.values;
  // The amount's check depends on the direction, the note's on the reason: checked again together.
  const { direction = 'credit', amount = '', reason = '' } = form;
  useEffect(() => {
    if (amount.trim()) void trigger('amount');
  }, [direction, amount, trigger]);
  useEffect(() => {
    if (getFieldState('note').isTouched || getFieldState('note').invalid) void trigger('note');
  }, [reason, trigger, getFieldState]);

  const { busy } = dialog;
  const parsed = parseAmount(amount);
  const after = parsed === undefined ? undefined : balanceAfter(member.points, direction, parsed);

  const save = dialog.submit(async (body) => {
    const adjustment = await create.mutateAsync(body);
    onDone(adjustment);
    onClose();
  });

  return (
    <FormDialog
      dialog={dialog}
      title={t('form.title')}
      maxWidth="sm"
      onSubmit={save}
      closeLabel={t('form.close')}
      cancelText={t('form.cancel')}
      submit={
        <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
          {busy ? t('form.saving') : t('form.confirm')}
        </Button>
      }
      actionsSx={{ px: 3, py: 2 }}
    >
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
    </FormDialog>
  );
}
