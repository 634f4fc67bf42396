import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageField, type ImageFieldProps } from '../image-field/image-field';
import type { BoundField } from './bound-field';

type FormImageFieldProps<T extends FieldValues, Out> = BoundField<T, Out> &
  Omit<ImageFieldProps, 'value' | 'onChange' | 'name'>;

/**
 * A picture field bound to a react-hook-form field holding `File | null` (the new pick). The
 * schema's message is a translation key; `error` (the back end's refusal) wins when given.
 */
export function FormImageField<T extends FieldValues, Out>({
  control,
  name,
  error,
  ...props
}: FormImageFieldProps<T, Out>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <ImageField
      {...props}
      name={field.name}
      value={value instanceof File ? value : null}
      onChange={field.onChange}
      error={error ?? (message && t(message))}
    />
  );
}
