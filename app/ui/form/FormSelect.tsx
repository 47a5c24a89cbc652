import type { FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '../Select';
import { type BoundFieldProps, useBoundField } from './useBoundField';

export type FormSelectProps<TValues extends FieldValues> = BoundFieldProps<TValues> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'isInvalid' | 'errorMessage'>;

/**
 * A Select bound to a form field by `name`. Nothing chosen is stored as '' so the
 * schema's "required" message applies; the value is the option's `value` string.
 */
export function FormSelect<TValues extends FieldValues>({
  name,
  control,
  onChange,
  ...props
}: FormSelectProps<TValues>) {
  const { field, fieldState } = useBoundField({ name, control });
  return (
    <Select
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value ?? '');
        // A choice is a finished edit: validate now rather than on a blur that may not come.
        field.onBlur();
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      triggerRef={field.ref}
      isDisabled={props.isDisabled ?? field.disabled}
      validationBehavior="aria"
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
