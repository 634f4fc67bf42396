import { useRef, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileForm, ProfileUpdate } from '../../rules/profile-schema';
import { fromPickerValue, toPickerValue } from './picker-dates';

type DateOfBirthPickerProps = {
  control: Control<ProfileForm, unknown, ProfileUpdate>;
  label: string;
  /** Takes the day typed or picked ('' or 'YYYY-MM-DD', else a date typed in part). */
  onChange: (value: string) => void;
};

/**
 * The date of birth: typed in the field or picked in a calendar that stops at today. It keeps
 * its own value (so a date typed in part stays as typed) and reports it as 'YYYY-MM-DD'. Its
 * error is announced at once and it takes the focus when Save finds it wrong.
 * Needs a LocalizationProvider above it.
 */
export function DateOfBirthPicker({ control, label, onChange }: DateOfBirthPickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'dateOfBirth' });
  const [value, setValue] = useState(() => toPickerValue(field.value));
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  const error = fieldState.error?.message;

  return (
    <DatePicker
      ref={(root) => field.ref(root && { focus: () => fieldRef.current?.focusField(0) })}
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
          helperText: error && t(error),
          ...(error ? { error: true } : {}),
          slotProps: { formHelperText: { role: 'alert' } },
        },
        field: { clearable: true, fieldRef },
      }}
    />
  );
}
