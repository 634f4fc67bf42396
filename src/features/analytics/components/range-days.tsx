import { use } from 'react';
import { Stack } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, toPickerValue } from '@/components/form/picker-dates';
import { appLocale } from '@/i18n/dates';
import { dayjsLocaleFor } from '@/i18n/dayjs-locale';
import { isDateOnly } from '@/lib/date-only';
import type { ActivityRange } from '../rules/range';

type RangeDaysProps = { range: ActivityRange; onChange: (range: ActivityRange) => void };

/** The range's first and last day, typed or picked, written the admin's way. */
export function RangeDays({ range, onChange }: RangeDaysProps) {
  const { t, i18n } = useTranslation('analytics');
  const adapterLocale = use(dayjsLocaleFor(appLocale(i18n.resolvedLanguage)));
  const day = (which: 'from' | 'to') => (value: string) => {
    if (!isDateOnly(value)) return;
    const next = { ...range, [which]: value };
    if (next.from <= next.to) onChange(next);
  };
  const field = { size: 'small', sx: { width: 180 } } as const;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
      <Stack direction="row" spacing={2}>
        <DatePicker
          label={t('range.from')}
          value={toPickerValue(range.from)}
          maxDate={toPickerValue(range.to) ?? undefined}
          onChange={(value) => day('from')(fromPickerValue(value))}
          slotProps={{ textField: field }}
        />
        <DatePicker
          label={t('range.to')}
          value={toPickerValue(range.to)}
          minDate={toPickerValue(range.from) ?? undefined}
          onChange={(value) => day('to')(fromPickerValue(value))}
          slotProps={{ textField: field }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
