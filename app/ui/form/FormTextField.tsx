import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField';
import { type BoundFieldProps, useBoundField } from './useBoundField';

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
  const { field, fieldState } = useBoundField({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      isDisabled={props.isDisabled ?? field.disabled}
      validationBehavior="aria"
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
