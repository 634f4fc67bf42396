import { useRef, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BoundField } from './bound-field';
import { fromPickerValue, toPickerValue } from './picker-dates';

type FormDatePickerProps<T extends FieldValues, Out> = BoundField<T, Out> & {
  label: string;
  /** Shown below the field while it has no error. */
  help?: string;
  required?: boolean;
  disablePast?: boolean;
  disableFuture?: boolean;
  /** Takes the day typed or picked ('' or 'YYYY-MM-DD', else a date typed in part). */
  onChange: (value: string) => void;
};

/**
 * A calendar day bound to a form field holding 'YYYY-MM-DD': typed or picked. It keeps its own
 * value (so a date typed in part stays as typed); its error is announced at once and it takes the
 * focus when the form finds it wrong. Needs a LocalizationProvider above it.
 */
export function FormDatePicker<T extends FieldValues, Out>({
  control,
  name,
  label,
  help,
  required = false,
  disablePast = false,
  disableFuture = false,
  onChange,
}: FormDatePickerProps<T, Out>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [value, setValue] = useState(() =>
    toPickerValue(typeof field.value === 'string' ? field.value : ''),
  );
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
      disablePast={disablePast}
      disableFuture={disableFuture}
      slotProps={{
        textField: {
          fullWidth: true,
          required,
          helperText: error ? t(error) : help,
          ...(error ? { error: true } : {}),
          slotProps: { formHelperText: { role: error ? 'alert' : undefined } },
        },
        field: { clearable: true, fieldRef },
      }}
    />
  );
}
