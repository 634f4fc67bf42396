import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundField } from './bound-field';
import type { SelectOption } from './form-select';

type FormRadioGroupProps<T extends FieldValues, Out> = BoundField<T, Out> & {
  label: string;
  options: readonly SelectOption[];
};

/** A labelled row of radio buttons bound to a react-hook-form field. */
export function FormRadioGroup<T extends FieldValues, Out>({
  control,
  name,
  label,
  options,
}: FormRadioGroupProps<T, Out>) {
  const {
    field: { ref, ...field },
  } = useController({ control, name });
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        ref={ref}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
