import { use } from 'react';
import { Stack } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimePicker } from '@/components/form/form-date-time-picker';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { appLocale } from '@/i18n/dates';
import { dayjsLocaleFor } from '@/i18n/dayjs-locale';
import { adminTimeZone } from '@/lib/time-zone';
import type { ScheduleForm } from '../rules/schedule-schema';

/**
 * When the message goes: now, or at a date and time in the admin's time zone (the browser's; the
 * app has no time zone setting of its own), named under the field. Editing a scheduled message
 * shows the time alone.
 */
export function ScheduleFields({
  control,
  when,
  timeOnly = false,
}: {
  control: Control<ScheduleForm>;
  when: ScheduleForm['when'];
  timeOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('broadcast');
  const adapterLocale = use(dayjsLocaleFor(appLocale(i18n.resolvedLanguage)));
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {!timeOnly && (
        <FormRadioGroup
          control={control}
          name="when"
          label={t('send.when')}
          options={[
            { value: 'now', label: t('send.now') },
            { value: 'later', label: t('send.later') },
          ]}
        />
      )}
      {when === 'later' && (
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
          <FormDateTimePicker
            control={control}
            name="sendAt"
            label={t('send.sendAt')}
            help={t('send.timeZone', { timeZone: adminTimeZone() })}
          />
        </LocalizationProvider>
      )}
    </Stack>
  );
}
