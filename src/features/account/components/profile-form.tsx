import { useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/api-error';
import { changedMeanwhile } from '@/api/versions';
import { ConflictAlert } from '@/components/dialogs/conflict-alert';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useEditConflict } from '@/components/dialogs/use-edit-conflict';
import { FormImageField } from '@/components/form/form-image-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FULL_NAME_MAX_LENGTH } from '@/lib/full-name';
import { keptDraft, useKeptDraft } from '@/session/kept-drafts';
import { useUpdateAdminMe } from '@/api/account';
import {
  profileFields,
  profileFormOf,
  profileMultipart,
  profileSchema,
  type AdminProfile,
  type ProfileForm as ProfileValues,
} from '../rules/profile-form';
import { useLeaveGuard } from './use-leave-guard';

const resolver = zodResolver(profileSchema);

/** A name kept when the session expired mid-edit, if any. */
function keptName(): string | undefined {
  const kept = keptDraft('adminProfile');
  return typeof kept === 'object' &&
    kept !== null &&
    'fullName' in kept &&
    typeof kept.fullName === 'string'
    ? kept.fullName
    : undefined;
}

/**
 * The admin's name and photo. Checked as typed; Save is busy while saving; a refused save keeps
 * what was typed and shows the server's reason (a refused photo beside the photo); a save refused
 * because the account was changed meanwhile (in another tab or session) says who and when, keeps
 * what was typed and offers to load that version or to save over it, as the form dialogs do;
 * leaving with unsaved changes asks first; a session that expires keeps the typed name for after
 * sign-in.
 */
export function ProfileForm({ me }: { me: AdminProfile }) {
  const { t } = useTranslation('account');
  const dialogs = useDialogs();
  const save = useUpdateAdminMe();
  const [photoError, setPhotoError] = useState<string>();
  // Read before the draft registers (which drops the kept copy).
  const [kept] = useState(keptName);
  const { control, handleSubmit, formState, reset, setValue } = useForm<ProfileValues>({
    resolver,
    defaultValues: profileFormOf(me),
    mode: 'onChange',
  });
  const busy = formState.isSubmitting;
  const fullName = useWatch({ control, name: 'fullName' });
  useKeptDraft('adminProfile', { fullName });
  useLeaveGuard(formState.isDirty && !busy);
  // A kept draft is an unsaved change: the form starts from the account and types it in.
  useEffect(() => {
    if (kept !== undefined && kept !== me.fullName)
      setValue('fullName', kept, { shouldDirty: true, shouldValidate: true });
  }, [kept, me.fullName, setValue]);

  const edit = useEditConflict({
    version: me.version,
    values: profileFormOf,
    conflictOf: changedMeanwhile,
    reset,
  });
  const submit = handleSubmit((form) =>
    edit.saving(
      async () => {
        setPhotoError(undefined);
        const answer = await save(profileFields(form), profileMultipart(form), edit.version());
        reset(profileFormOf(answer.data));
        edit.loaded(answer.data.version);
        void dialogs.alert({
          kind: 'success',
          title: t('profile.savedTitle'),
          text: t('profile.saved'),
          timerMs: 2000,
        });
      },
      (error) => {
        const text = errorText(error, t, 'profile.saveFailed', 'profile.saveNetwork');
        // A refused photo is a 400 with the reason; it is shown beside the photo field too.
        if (form.profilePhoto && error instanceof ApiError && error.status === 400)
          setPhotoError(text);
        void dialogs.alert({ kind: 'error', title: t('profile.saveFailedTitle'), text });
      },
    )(),
  );

  return (
    <form
      onSubmit={(event) => {
        edit.remember(() => submit());
        void submit(event);
      }}
      noValidate
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {edit.conflict && <ConflictAlert conflict={edit.conflict} edit={{ ...edit, busy }} />}
        <FormTextField
          control={control}
          name="fullName"
          label={t('profile.fullName')}
          required
          fullWidth
          autoComplete="name"
          inputProps={{ maxLength: FULL_NAME_MAX_LENGTH + 20 }}
        />
        <FormImageField
          control={control}
          name="profilePhoto"
          label={t('profile.photo')}
          {...(me.profilePhoto ? { currentUrl: me.profilePhoto } : {})}
          aspectRatio={{ width: 1, height: 1 }}
          {...(photoError ? { error: photoError } : {})}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => reset(profileFormOf(me))} disabled={busy || !formState.isDirty}>
            {t('profile.undo')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('profile.save')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
