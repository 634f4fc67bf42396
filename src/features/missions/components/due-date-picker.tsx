import { useRef, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateOnly, isDateOnly } from '../rules/dates';
import type { MissionForm } from '../rules/mission-form';

/** What the form holds for a date typed only in part. */
const PART_TYPED = 'part-typed';

/** 'YYYY-MM-DD' as that calendar day at local midnight: no time zone can move it. */
function toPicker(value: string): Dayjs | null {
  if (!isDateOnly(value)) return null;
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return dayjs(new Date(year, month - 1, day));
}

/** The picker's calendar fields as 'YYYY-MM-DD' (never `format()`: Arabic writes its own digits). */
function fromPicker(value: Dayjs | null): string {
  if (value === null) return '';
  if (!value.isValid()) return PART_TYPED;
  return formatDateOnly(value.year(), value.month() + 1, value.date());
}

type DueDatePickerProps = {
  control: Control<MissionForm>;
  label: string;
  /** On create the calendar starts at today; an existing mission may keep a past date. */
  disablePast: boolean;
  onChange: (value: string) => void;
};

/**
 * The due date: typed or picked. It keeps its own value (so a date typed in part stays as typed)
 * and reports it as 'YYYY-MM-DD'. Needs a LocalizationProvider above it.
 */
export function DueDatePicker({ control, label, disablePast, onChange }: DueDatePickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'dueDate' });
  const [value, setValue] = useState(() => toPicker(field.value));
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  const error = fieldState.error?.message;
  return (
    <DatePicker
      ref={(root) => field.ref(root && { focus: () => fieldRef.current?.focusField(0) })}
      label={label}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(fromPicker(next));
      }}
      disablePast={disablePast}
      slotProps={{
        textField: {
          fullWidth: true,
          required: true,
          helperText: error ? t(error) : t('missions:form.dueDateHelp'),
          ...(error ? { error: true } : {}),
          slotProps: { formHelperText: { role: error ? 'alert' : undefined } },
        },
        field: { clearable: true, fieldRef },
      }}
    />
  );
}
