import type { FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '../TextArea';
import type { BoundFieldProps } from './useBoundField';
import { useBoundTextInput } from './useBoundTextInput';

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
  const bound = useBoundTextInput({
    name,
    control,
    onChange,
    onBlur,
    isDisabled: props.isDisabled,
  });
  return <TextArea {...props} {...bound} />;
}
