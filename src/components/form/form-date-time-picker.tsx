import { useRef } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BoundField } from './bound-field';

type FormDateTimePickerProps<T extends FieldValues, Out> = BoundField<T, Out> & {
  label: string;
  /** Shown below the field while it has no error (the time zone, say). */
  help?: string;
  /** Called after a change (so a field checked against this one is checked again). */
  onChanged?: () => void;
};

/**
 * A moment (date and time, in the browser's time zone) bound to a form field holding an ISO
 * instant: typed or picked. Its error is announced and it takes the focus when found wrong.
 * Needs a LocalizationProvider above it.
 */
export function FormDateTimePicker<T extends FieldValues, Out>({
  control,
  name,
  label,
  help,
  onChanged,
}: FormDateTimePickerProps<T, Out>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  const error = fieldState.error?.message;
  return (
    <DateTimePicker
      ref={(root) => field.ref(root && { focus: () => fieldRef.current?.focusField(0) })}
      label={label}
      value={value}
      ampm={false}
      onChange={(next) => {
        field.onChange(next?.isValid() ? next.toISOString() : '');
        onChanged?.();
      }}
      slotProps={{
        textField: {
          fullWidth: true,
          required: true,
          onBlur: field.onBlur,
          helperText: error ? t(error) : help,
          ...(error ? { error: true } : {}),
          slotProps: { formHelperText: { role: error ? 'alert' : undefined } },
        },
        field: { fieldRef },
      }}
    />
  );
}
