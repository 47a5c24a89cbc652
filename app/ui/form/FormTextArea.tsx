import type { FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '../TextArea';
import { type BoundFieldProps, useBoundField } from './useBoundField';

export type FormTextAreaProps<TValues extends FieldValues> = BoundFieldProps<TValues> &
  Omit<TextAreaProps, 'name' | 'value' | 'defaultValue' | 'isInvalid' | 'errorMessage'>;

/** A TextArea bound to a form field by `name` (optionally with an n/limit counter). */
export function FormTextArea<TValues extends FieldValues>({
  name,
  control,
  onChange,
  onBlur,
  ...props
}: FormTextAreaProps<TValues>) {
  const { field, fieldState } = useBoundField({ name, control });
  return (
    <TextArea
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
