import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useKeptDraft } from '@/session/kept-drafts';
import { FormImageField } from '@/components/form/form-image-field';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { useRewardWrites } from '../api/use-reward-writes';
import {
  DESCRIPTION_MAX_LENGTH,
  EMPTY_REWARD,
  NAME_MAX_LENGTH,
  rewardFormOf,
  rewardSchema,
  type RewardForm,
  type RewardOverview,
} from '../rules/reward-form';

type RewardFormDialogProps = {
  /** The reward being edited; none: a new one. */
  reward?: RewardOverview;
  /** The values to start from (a draft kept through an expired session); else the reward's. */
  initial?: RewardForm;
  /** The kept draft had a picture this page no longer holds (it was reloaded): ask for it again. */
  pictureLost?: boolean;
  onClose: () => void;
  onSaved: (reward: RewardOverview) => void;
};

const resolver = zodResolver(rewardSchema);

/**
 * Create and edit share this form. Fields are checked as they change; Save is busy while saving; a
 * refused save keeps what was typed and shows the server's reason (a refused picture beside the
 * picture); closing with changes asks first.
 */
export function RewardFormDialog({
  reward,
  initial,
  pictureLost,
  onClose,
  onSaved,
}: RewardFormDialogProps) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const dialogs = useDialogs();
  const { create, update } = useRewardWrites();
  const [imageError, setImageError] = useState<string>();
  const { control, handleSubmit, formState } = useForm<RewardForm>({
    resolver,
    defaultValues: initial ?? (reward ? rewardFormOf(reward) : EMPTY_REWARD),
    mode: 'onChange',
  });
  const values = useWatch({ control });
  useKeptDraft('reward', { reward, form: values });
  const busy = formState.isSubmitting;

  const save = handleSubmit(async (form) => {
    setImageError(undefined);
    try {
      const answer = reward ? await update(reward._id, form) : await create(form);
      onSaved(answer.data);
    } catch (error) {
      const text = errorText(error, t, 'form.failed');
      // A refused picture is a 400 with the reason; it is shown beside the picture field.
      if (form.image && error instanceof ApiError && error.status === 400) setImageError(text);
      void dialogs.alert({ kind: 'error', title: t('form.failedTitle'), text });
    }
  });

  const close = async () => {
    if (busy) return;
    if (formState.isDirty) {
      const leave = await dialogs.confirm({
        kind: 'warning',
        title: t('form.discardTitle'),
        text: t('form.discardText'),
        confirmText: t('form.discard'),
        cancelText: t('form.keepEditing'),
      });
      if (!leave) return;
    }
    onClose();
  };

  return (
    <Dialog open onClose={() => void close()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>
          {reward ? t('form.editTitle') : t('form.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('form.name')}
              required
              fullWidth
              autoComplete="off"
              inputProps={{ maxLength: NAME_MAX_LENGTH + 20 }}
            />
            <FormTextField
              control={control}
              name="description"
              label={t('form.description')}
              multiline
              minRows={3}
              fullWidth
              inputProps={{ maxLength: DESCRIPTION_MAX_LENGTH + 20 }}
            />
            <FormTextField
              control={control}
              name="pointsRequired"
              label={t('form.pointsRequired')}
              required
              inputMode="numeric"
              autoComplete="off"
            />
            <FormImageField
              control={control}
              name="image"
              label={t('form.image')}
              {...(reward?.image ? { currentUrl: reward.image } : {})}
              aspectRatio={{ width: 4, height: 3 }}
              {...(imageError
                ? { error: imageError }
                : pictureLost && !values.image
                  ? { error: t('common:imageField.lost') }
                  : {})}
            />
            <FormSwitch control={control} name="active" label={t('form.active')} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void close()} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
