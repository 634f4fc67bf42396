import { use, useEffect, useId, useMemo } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/api/api-error';
import { appLocale } from '@/i18n/dates';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormSelect } from '@/components/form/form-select';
import { FormDatePicker } from '@/components/form/form-date-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { keptDraft, useKeptDraft } from '@/session/kept-drafts';
import { useUpdateProfile, type Member } from '@/api/members';
import {
  GENDERS,
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
  const titleId = useId();
  const dialogs = useDialogs();
  const { update } = useUpdateProfile();
  const locked = LOCKED_FIELD[member.signupMethod];
  const resolver = useMemo(() => zodResolver(profileSchema(locked)), [locked]);
  const { control, handleSubmit, formState, trigger, setValue, clearErrors } = useForm({
    resolver,
    defaultValues: restoredProfileForm(member, keptDraft('memberProfile')),
    mode: 'onChange',
  });
  useKeptDraft('memberProfile', useWatch({ control }));
  useEffect(() => void trigger(CHECKED_AS_TYPED), [trigger]);
  const busy = formState.isSubmitting;
  const blocked = Object.keys(formState.errors).length > 0;

  const save = handleSubmit(async (body) => {
    try {
      await update(member._id, body, profileFormData(body));
    } catch (error) {
      void dialogs.alert({
        kind: 'error',
        title: t('failedTitle'),
        text: serverErrorText(error, t('failed')),
      });
      return;
    }
    onClose();
    void dialogs.alert({
      kind: 'success',
      title: t('successTitle'),
      text: t('success'),
      timerMs: 2000,
    });
  });

  const close = () => !busy && onClose();

  const label = (field: 'fullName' | 'email' | 'phoneNumber' | 'whatsAppNumber') =>
    field === locked ? t('locked', { label: t(field) }) : t(field);
  const genders = [
    { value: '', label: t('selectGender') },
    ...GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) })),
  ];

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: 6 }}>
          {t('title')}
        </DialogTitle>
        <IconButton
          onClick={close}
          aria-label={t('close')}
          disabled={busy}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
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
            <FormTextField
              control={control}
              name="referralCode"
              label={t('referralCode')}
              readOnly
            />
            <FormTextField control={control} name="membership" label={t('membership')} readOnly />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={blocked || busy}>
            {busy ? t('saving') : t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
