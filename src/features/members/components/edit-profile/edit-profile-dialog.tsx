import { use, useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  TextField,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/api/api-error';
import { appLocale } from '@/i18n/dates';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { keptDraft, useKeptDraft } from '@/session/kept-drafts';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { Member } from '../../api/member-query';
import { useUpdateProfile } from '../../api/use-update-profile';
import {
  buildProfileUpdate,
  fieldErrors,
  GENDERS,
  hasErrors,
  restoredProfileForm,
  LOCKED_FIELD,
  saveErrors,
  todayDateOnly,
  type DateOfBirthError,
  type Gender,
  type ProfileForm,
} from '../../rules/profile-form';
import { dayjsLocaleFor } from './dayjs-locale';
import { DateOfBirthPicker } from './date-of-birth-picker';
import { PhoneField } from './phone-field';

const isGender = (value: string): value is Gender => GENDERS.some((gender) => gender === value);

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
  const { update, isPending } = useUpdateProfile();
  const oneAtATime = useOneAtATime();
  const locked = LOCKED_FIELD[member.signupMethod];
  const [form, setForm] = useState(() => restoredProfileForm(member, keptDraft('memberProfile')));
  useKeptDraft('memberProfile', form);
  const [dateError, setDateError] = useState<DateOfBirthError | null>(null);

  const errors = fieldErrors(form, locked);
  const blocked = hasErrors(errors) || dateError !== null;

  const set =
    <Field extends keyof ProfileForm>(field: Field) =>
    (value: ProfileForm[Field]) =>
      setForm((current) => ({ ...current, [field]: value }));

  const save = async () => {
    const found = saveErrors(form, locked, todayDateOnly());
    if (hasErrors(found)) {
      setDateError(found.dateOfBirth ?? null);
      return;
    }
    try {
      await update(member._id, buildProfileUpdate(form, locked));
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
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) void oneAtATime(save);
  };

  const close = () => !isPending && onClose();

  const label = (field: 'fullName' | 'email' | 'phoneNumber' | 'whatsAppNumber') =>
    field === locked ? t('locked', { label: t(field) }) : t(field);
  const readOnly = { input: { readOnly: true } };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: 6 }}>
          {t('title')}
        </DialogTitle>
        <IconButton
          onClick={close}
          aria-label={t('close')}
          disabled={isPending}
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
            <TextField
              label={t('fullName')}
              value={form.fullName}
              onChange={(event) => set('fullName')(event.target.value)}
              required
              error={Boolean(errors.fullName)}
              helperText={
                errors.fullName === 'required'
                  ? t('errors.fullNameRequired')
                  : errors.fullName && t('errors.fullNameInvalid')
              }
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 250 } }}
            />
            <TextField
              label={label('email')}
              type="email"
              value={form.email}
              onChange={(event) => set('email')(event.target.value)}
              autoComplete="off"
              error={Boolean(errors.email)}
              helperText={errors.email && t('errors.emailInvalid')}
              slotProps={locked === 'email' ? readOnly : undefined}
            />
            <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
              <DateOfBirthPicker
                label={t('dateOfBirth')}
                initialValue={form.dateOfBirth}
                onChange={(value) => {
                  set('dateOfBirth')(value);
                  setDateError(null);
                }}
                error={
                  dateError === 'future'
                    ? t('errors.dateFuture')
                    : dateError === 'invalid'
                      ? t('errors.dateInvalid')
                      : undefined
                }
              />
            </LocalizationProvider>
            <TextField
              select
              label={t('gender')}
              value={form.gender}
              onChange={(event) => {
                const value = event.target.value;
                set('gender')(isGender(value) ? value : '');
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('selectGender')}</MenuItem>
              {GENDERS.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {t(`genders.${gender}`)}
                </MenuItem>
              ))}
            </TextField>
            <PhoneField
              label={label('phoneNumber')}
              fieldName={t('phoneNumber')}
              value={form.phoneNumber}
              onChange={set('phoneNumber')}
              locked={locked === 'phoneNumber'}
              error={errors.phoneNumber && t('errors.phoneInvalid')}
            />
            <PhoneField
              label={label('whatsAppNumber')}
              fieldName={t('whatsAppNumber')}
              value={form.whatsAppNumber}
              onChange={set('whatsAppNumber')}
              locked={locked === 'whatsAppNumber'}
              error={errors.whatsAppNumber && t('errors.whatsAppInvalid')}
            />
            <TextField label={t('memberId')} value={form.memberId} slotProps={readOnly} />
            <TextField label={t('referralCode')} value={form.referralCode} slotProps={readOnly} />
            <TextField label={t('membership')} value={form.membership} slotProps={readOnly} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={blocked || isPending}>
            {isPending ? t('saving') : t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
