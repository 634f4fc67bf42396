import { FormControlLabel, Switch } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundField } from './bound-field';

type FormSwitchProps<T extends FieldValues, Out> = BoundField<T, Out> & {
  label: string;
};

/** An on/off switch bound to a boolean react-hook-form field. */
export function FormSwitch<T extends FieldValues, Out>({
  control,
  name,
  label,
}: FormSwitchProps<T, Out>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
