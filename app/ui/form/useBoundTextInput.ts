import type { FocusEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from './useBoundField';

interface TextInputHandlers<E extends Element> {
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  isDisabled?: boolean;
}

/**
 * The props that bind a text input (TextField or TextArea) to a form field: value and
 * handlers from react-hook-form, the caller's own handlers still called, and the
 * schema's message shown inline and announced.
 */
export function useBoundTextInput<TValues extends FieldValues, E extends Element>({
  name,
  control,
  onChange,
  onBlur,
  isDisabled,
}: BoundFieldProps<TValues> & TextInputHandlers<E>) {
  const { field, fieldState } = useBoundField({ name, control });
  return {
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: (value: string) => {
      field.onChange(value);
      onChange?.(value);
    },
    onBlur: (event: FocusEvent<E>) => {
      field.onBlur();
      onBlur?.(event);
    },
    inputRef: field.ref,
    isDisabled: isDisabled ?? field.disabled,
    validationBehavior: 'aria' as const,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}
