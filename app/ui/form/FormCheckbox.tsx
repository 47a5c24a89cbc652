import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../Checkbox';
import * as styles from './Form.css';
import { type BoundFieldProps, useBoundField } from './useBoundField';

export type FormCheckboxProps<TValues extends FieldValues> = BoundFieldProps<TValues> &
  Omit<CheckboxProps, 'name' | 'isSelected' | 'defaultSelected' | 'isInvalid' | 'value'>;

/** A Checkbox bound to a boolean form field; its error sits under it, linked by aria. */
export function FormCheckbox<TValues extends FieldValues>({
  name,
  control,
  onChange,
  ...props
}: FormCheckboxProps<TValues>) {
  const { field, fieldState } = useBoundField({ name, control });
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <div>
      <Checkbox
        {...props}
        name={field.name}
        isSelected={Boolean(field.value)}
        onChange={(selected) => {
          field.onChange(selected);
          field.onBlur();
          onChange?.(selected);
        }}
        inputRef={field.ref}
        isDisabled={props.isDisabled ?? field.disabled}
        validationBehavior="aria"
        isInvalid={fieldState.invalid}
        aria-describedby={message ? errorId : undefined}
      />
      {message && (
        <p id={errorId} className={styles.checkboxError}>
          {message}
        </p>
      )}
    </div>
  );
}
