import { use, useMemo } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { changedMeanwhile } from '@/api/versions';
import { discardChanges } from '@/components/dialogs/discard-changes';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormDatePicker } from '@/components/form/form-date-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { appLocale } from '@/i18n/dates';
import { dayjsLocaleFor } from '@/i18n/dayjs-locale';
import { useMissionWrites } from '@/api/missions';
import {
  DESCRIPTION_MAX_LENGTH,
  missionForm,
  missionInput,
  NAME_MAX_LENGTH,
  type MissionForm,
  type MissionOverview,
} from '../rules/mission-form';
import { missionSchema } from '../rules/mission-schema';

export type FormTarget =
  | { mode: 'create'; initial: MissionForm }
  | { mode: 'edit'; mission: MissionOverview; initial: MissionForm };

type MissionFormDialogProps = {
  target: FormTarget;
  onClose: () => void;
  onSaved: (mission: MissionOverview) => void;
};

/**
 * Create and edit share this form. Fields are checked as they change; Save is busy while saving;
 * a failed save keeps what was typed (and an expired session keeps it as a draft); closing with
 * changes asks first. Editing a mission with participants warns that the change reaches them.
 */
export function MissionFormDialog({ target, onClose, onSaved }: MissionFormDialogProps) {
  const { t, i18n } = useTranslation('missions');
  const adapterLocale = use(dayjsLocaleFor(appLocale(i18n.resolvedLanguage)));
  const { create, update } = useMissionWrites();
  const editing = target.mode === 'edit' ? target.mission : undefined;
  const resolver = useMemo(() => zodResolver(missionSchema(target.mode)), [target.mode]);
  const dialog = useFormDialog<MissionForm>({
    resolver,
    defaultValues: target.initial,
    mode: 'onChange',
    draft: 'mission',
    about: editing?._id,
    discard: discardChanges(t),
    failure: {
      title: t('form.failedTitle'),
      text: (error) => errorText(error, t, 'form.failed'),
    },
    ...(editing
      ? {
          edits: {
            version: editing.version,
            values: (now: MissionOverview) => missionForm(now),
            conflictOf: changedMeanwhile,
          },
        }
      : {}),
    onClose,
  });
  const { control, setValue, trigger } = dialog.form;
  const busy = dialog.busy;

  const save = dialog.submit(async (form) => {
    const answer = editing
      ? await update(editing._id, missionInput(form), dialog.version())
      : await create(missionInput(form));
    onSaved(answer.data);
  });

  const categories = [
    { value: '1', label: t('category.1') },
    { value: '2', label: t('category.2') },
  ];
  const types = [
    { value: 'VisitBased', label: t('type.VisitBased') },
    { value: 'PointBased', label: t('type.PointBased') },
  ];

  return (
    <FormDialog
      dialog={dialog}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      maxWidth="md"
      onSubmit={save}
      cancelText={t('form.cancel')}
      submit={
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
          {busy ? t('form.saving') : t('form.save')}
        </Button>
      }
      actionsSx={{ px: 3, py: 2 }}
    >
      {editing && editing.participants > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('form.reachesMembers', { count: editing.participants })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="name"
            label={t('form.name')}
            required
            fullWidth
            autoComplete="off"
            inputProps={{ maxLength: NAME_MAX_LENGTH + 20 }}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="description"
            label={t('form.description')}
            multiline
            minRows={3}
            fullWidth
            inputProps={{ maxLength: DESCRIPTION_MAX_LENGTH + 20 }}
          />
        </Box>
        <FormSelect
          control={control}
          name="category"
          label={t('form.category')}
          options={categories}
          fullWidth
        />
        <FormSelect
          control={control}
          name="type"
          label={t('form.type')}
          options={types}
          fullWidth
        />
        <FormTextField
          control={control}
          name="pointsReward"
          label={t('form.pointsReward')}
          required
          inputProps={{ inputMode: 'numeric' }}
          fullWidth
        />
        <FormTextField
          control={control}
          name="visitLimit"
          label={t('form.visitLimit')}
          required
          inputProps={{ inputMode: 'numeric' }}
          fullWidth
        />
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
          <FormDatePicker
            control={control}
            name="dueDate"
            label={t('form.dueDate')}
            help={t('form.dueDateHelp')}
            required
            disablePast={!editing}
            onChange={(day) => {
              setValue('dueDate', day, { shouldDirty: true });
              void trigger('dueDate');
            }}
          />
        </LocalizationProvider>
      </Box>
    </FormDialog>
  );
}
