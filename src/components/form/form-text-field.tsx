import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedField, type OutlinedFieldProps } from '../outlined-field';
import type { BoundField } from './bound-field';

type FormTextFieldProps<T extends FieldValues, Out> = BoundField<T, Out> &
  Omit<OutlinedFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/**
 * A text field bound to a react-hook-form field. The schema's message is a translation key
 * ('auth:errors.emailRequired'), shown translated below the field.
 */
export function FormTextField<T extends FieldValues, Out>({
  control,
  name,
  ...props
}: FormTextFieldProps<T, Out>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <OutlinedField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message && t(message)}
    />
  );
}
