import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';

/**
 * What ties a field component to its form: the form's `control` and the field's `name`. `Out` is
 * what the form's schema turns the values into on submit.
 */
export type BoundField<T extends FieldValues, Out> = Required<
  Pick<UseControllerProps<T, FieldPath<T>, Out>, 'control' | 'name'>
>;
