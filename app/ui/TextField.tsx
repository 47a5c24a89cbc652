import type { Ref } from 'react';
import {
  Input,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import * as styles from './Field.css';
import { type FieldBaseProps, FieldHelp, FieldLabel } from './FieldParts';

export interface TextFieldProps
  extends Omit<RacTextFieldProps, 'className' | 'children' | 'style'>,
    FieldBaseProps {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line input; `type` covers email, password, tel, url, search. */
export function TextField({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <RacTextField {...props} className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={styles.control} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}
