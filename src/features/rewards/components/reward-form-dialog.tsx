import { useState } from 'react';
import { Box } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/api-error';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { changedMeanwhile } from '@/api/versions';
import { discardChanges } from '@/components/dialogs/discard-changes';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormImageField } from '@/components/form/form-image-field';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { useRewardWrites } from '@/api/rewards';
import {
  DESCRIPTION_MAX_LENGTH,
  EMPTY_REWARD,
  NAME_MAX_LENGTH,
  rewardFields,
  rewardFormOf,
  rewardMultipart,
  rewardSchema,
  type RewardForm,
  type RewardOverview,
} from '../rules/reward-form';

type RewardFormDialogProps = {
  /** The reward being edited; none: a new one. */
  reward?: RewardOverview;
  onClose: () => void;
  onSaved: (reward: RewardOverview) => void;
};

const resolver = zodResolver(rewardSchema);

/**
 * Create and edit share this form. Fields are checked as they change; Save is busy while saving; a
 * refused save keeps what was typed and shows the server's reason (a refused picture beside the
 * picture); closing with changes asks first; a draft kept through an expired session reopens here.
 */
export function RewardFormDialog({ reward, onClose, onSaved }: RewardFormDialogProps) {
  const { t } = useTranslation('rewards');
  const { create, update } = useRewardWrites();
  const [imageError, setImageError] = useState<string>();
  const failed = (error: unknown) => errorText(error, t, 'form.failed');
  const dialog = useFormDialog<RewardForm>({
    resolver,
    defaultValues: reward ? rewardFormOf(reward) : EMPTY_REWARD,
    mode: 'onChange',
    draft: 'reward',
    about: reward,
    discard: discardChanges(t),
    failure: { title: t('form.failedTitle'), text: failed },
    ...(reward
      ? {
          edits: {
            version: reward.version,
            values: (now: RewardOverview) => rewardFormOf(now),
            conflictOf: changedMeanwhile,
          },
        }
      : {}),
    onClose,
  });
  const { control } = dialog.form;
  const { values } = dialog;

  const save = dialog.submit(async (form) => {
    setImageError(undefined);
    try {
      const answer = reward
        ? await update(reward._id, rewardFields(form), rewardMultipart(form), dialog.version())
        : await create(rewardFields(form), rewardMultipart(form));
      onSaved(answer.data);
    } catch (error) {
      // A refused picture is a 400 with the reason; it is shown beside the picture field too.
      if (form.image && error instanceof ApiError && error.status === 400)
        setImageError(failed(error));
      throw error;
    }
  });

  return (
    <FormDialog
      dialog={dialog}
      title={reward ? t('form.editTitle') : t('form.createTitle')}
      maxWidth="sm"
      onSubmit={save}
      cancelText={t('form.cancel')}
      submitText={t('form.save')}
    >
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
            : dialog.pictureLost && !values.image
              ? { error: t('common:imageField.lost') }
              : {})}
        />
        <FormSwitch control={control} name="active" label={t('form.active')} />
      </Box>
    </FormDialog>
  );
}
