import { use, useEffect, useMemo } from 'react';
import { Box, Button } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/api/api-error';
import { appLocale } from '@/i18n/dates';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { changedMeanwhile } from '@/api/versions';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormDatePicker } from '@/components/form/form-date-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { useUpdateProfile, type Member } from '@/api/members';
import {
  GENDERS,
  initialProfileForm,
  LOCKED_FIELD,
  profileFormData,
  profileSchema,
  restoredProfileForm,
} from '../../rules/profile-schema';
import { dayjsLocaleFor } from '@/i18n/dayjs-locale';
import { PhoneField } from './phone-field';

/** Checked as they are typed, and as the dialog opens; the date of birth only on Save. */
const CHECKED_AS_TYPED = ['fullName', 'email', 'phoneNumber', 'whatsAppNumber'] as const;

/**
 * The 'Edit User Profile' modal. Mounted only while open, so it starts from the member's current
 * values each time. Full name and numbers are checked as they are typed, the date of birth when
 * Save is pressed; Save waits while any error shows. The field the member signed up with is
 * locked; Member ID, Referral Code and Membership are read-only. On success the profile panel
 * shows the server's member, the modal closes and 'Profile Updated' shows for 2 s; on failure
 * 'Update Failed' shows and the modal keeps what the admin typed.
 */
export function EditProfileDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t, i18n } = useTranslation('memberEdit');
  // The date picker writes dates as the app does; its dayjs locale loads before the modal shows.
  const adapterLocale = use(dayjsLocaleFor(appLocale(i18n.resolvedLanguage)));
  const dialogs = useDialogs();
  const { update } = useUpdateProfile();
  const locked = LOCKED_FIELD[member.signupMethod];
  const resolver = useMemo(() => zodResolver(profileSchema(locked)), [locked]);
  const dialog = useFormDialog({
    resolver,
    defaultValues: initialProfileForm(member),
    restore: (_own, kept) => restoredProfileForm(member, kept),
    mode: 'onChange',
    draft: 'memberProfile',
    failure: { title: t('failedTitle'), text: (error) => serverErrorText(error, t('failed')) },
    edits: {
      version: member.version,
      values: (now: Member) => initialProfileForm(now),
      conflictOf: changedMeanwhile,
    },
    onClose,
  });
  const { control, formState, trigger, setValue, clearErrors } = dialog.form;
  useEffect(() => void trigger(CHECKED_AS_TYPED), [trigger]);
  const { busy } = dialog;
  const blocked = Object.keys(formState.errors).length > 0;

  const save = dialog.submit(async (body) => {
    await update(member._id, body, profileFormData(body), dialog.version());
    onClose();
    void dialogs.alert({
      kind: 'success',
      title: t('successTitle'),
      text: t('success'),
      timerMs: 2000,
    });
  });

  const label = (field: 'fullName' | 'email' | 'phoneNumber' | 'whatsAppNumber') =>
    field === locked ? t('locked', { label: t(field) }) : t(field);
  const genders = [
    { value: '', label: t('selectGender') },
    ...GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) })),
  ];

  return (
    <FormDialog
      dialog={dialog}
      title={t('title')}
      maxWidth="md"
      onSubmit={save}
      closeLabel={t('close')}
      cancelText={t('cancel')}
      submit={
        <Button type="submit" variant="contained" disabled={blocked || busy}>
          {busy ? t('saving') : t('save')}
        </Button>
      }
      actionsSx={{ px: 3, py: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          pt: 1,
        }}
      >
        <FormTextField
          control={control}
          name="fullName"
          label={t('fullName')}
          required
          autoComplete="off"
          inputProps={{ maxLength: 250 }}
        />
        <FormTextField
          control={control}
          name="email"
          label={label('email')}
          type="email"
          autoComplete="off"
          readOnly={locked === 'email'}
        />
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
          <FormDatePicker
            control={control}
            name="dateOfBirth"
            label={t('dateOfBirth')}
            disableFuture
            onChange={(day) => {
              setValue('dateOfBirth', day);
              clearErrors('dateOfBirth');
            }}
          />
        </LocalizationProvider>
        <FormSelect control={control} name="gender" label={t('gender')} options={genders} />
        <PhoneField
          control={control}
          name="phoneNumber"
          label={label('phoneNumber')}
          fieldName={t('phoneNumber')}
          locked={locked === 'phoneNumber'}
        />
        <PhoneField
          control={control}
          name="whatsAppNumber"
          label={label('whatsAppNumber')}
          fieldName={t('whatsAppNumber')}
          locked={locked === 'whatsAppNumber'}
        />
        <FormTextField control={control} name="memberId" label={t('memberId')} readOnly />
        <FormTextField control={control} name="referralCode" label={t('referralCode')} readOnly />
        <FormTextField control={control} name="membership" label={t('membership')} readOnly />
      </Box>
    </FormDialog>
  );
}
