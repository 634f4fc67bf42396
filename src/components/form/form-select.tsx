import { useId } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundField } from './bound-field';

export type SelectOption = { value: string; label: string; lang?: string };

type FormSelectProps<T extends FieldValues, Out> = BoundField<T, Out> & {
  label: string;
  options: readonly SelectOption[];
  fullWidth?: boolean;
};

/** A labelled drop-down bound to a react-hook-form field; '' is an option like any other. */
export function FormSelect<T extends FieldValues, Out>({
  control,
  name,
  label,
  options,
  fullWidth,
}: FormSelectProps<T, Out>) {
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <FormControl fullWidth={fullWidth}>
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={labelId}
        label={label}
        notched
        displayEmpty
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
      >
        {options.map((option) => (
          <MenuItem key={option.value || 'none'} value={option.value} lang={option.lang}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
