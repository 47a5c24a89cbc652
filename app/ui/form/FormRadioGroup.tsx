import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup';
import { type BoundFieldProps, useBoundField } from './useBoundField';

export type FormRadioGroupProps<TValues extends FieldValues> = BoundFieldProps<TValues> &
  Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'isInvalid' | 'errorMessage'>;

/** A RadioGroup bound to a string form field by `name`. */
export function FormRadioGroup<TValues extends FieldValues>({
  name,
  control,
  onChange,
  ...props
}: FormRadioGroupProps<TValues>) {
  const { field, fieldState } = useBoundField({ name, control });
  const groupRef = useRef<HTMLDivElement>(null);
  return (
    <RadioGroup
      {...props}
      ref={(element) => {
        groupRef.current = element;
        // react-hook-form focuses the first invalid field: give it the checked (or first) radio.
        field.ref({
          focus: () =>
            (
              groupRef.current?.querySelector<HTMLInputElement>('input:checked') ??
              groupRef.current?.querySelector<HTMLInputElement>('input')
            )?.focus(),
        });
      }}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
        onChange?.(value);
      }}
      isDisabled={props.isDisabled ?? field.disabled}
      validationBehavior="aria"
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
