import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

export type OutlinedFieldProps = Omit<ComponentProps<typeof OutlinedInput>, 'label' | 'id'> & {
  label: string;
  helperText?: ReactNode;
  margin?: 'dense' | 'normal' | 'none';
};

/**
 * An outlined text field, labelled and described like MUI's TextField. TextField also imports
 * Select (with Menu and Popover) and the filled and standard inputs, about 13 kB gzip that a
 * plain text field never uses: screens that load first (sign-in, the app frame) use this instead.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  required,
  fullWidth,
  size,
  margin,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      size={size}
      margin={margin}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
