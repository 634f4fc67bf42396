import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { fromPickerValue, toPickerValue } from './picker-dates';

type DateOfBirthPickerProps = {
  label: string;
  /** The day the dialog opened with ('' or 'YYYY-MM-DD'). */
  initialValue: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * The date of birth: typed in the field or picked in a calendar that stops at today. It keeps
 * its own value (so a date typed in part stays as typed) and reports it as 'YYYY-MM-DD'.
 * Needs a LocalizationProvider above it.
 */
export function DateOfBirthPicker({
  label,
  initialValue,
  onChange,
  error,
}: DateOfBirthPickerProps) {
  const [value, setValue] = useState(() => toPickerValue(initialValue));

  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(fromPickerValue(next));
      }}
      disableFuture
      slotProps={{
        textField: {
          fullWidth: true,
          helperText: error,
          ...(error ? { error: true } : {}),
          // Shown when Save is pressed: announced at once.
          slotProps: { formHelperText: { role: 'alert' } },
        },
        field: { clearable: true },
      }}
    />
  );
}
