import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField';
import type { BoundFieldProps } from './useBoundField';
import { useBoundTextInput } from './useBoundTextInput';

export type FormTextFieldProps<TValues extends FieldValues> = BoundFieldProps<TValues> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'isInvalid' | 'errorMessage'>;

/** A TextField bound to a form field by `name`; shows the schema's message inline. */
export function FormTextField<TValues extends FieldValues>({
  name,
  control,
  onChange,
  onBlur,
  ...props
}: FormTextFieldProps<TValues>) {
  const bound = useBoundTextInput({
    name,
    control,
    onChange,
    onBlur,
    isDisabled: props.isDisabled,
  });
  return <TextField {...props} {...bound} />;
}
