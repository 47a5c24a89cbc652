import { type Ref, useState } from 'react';
import {
  TextArea as RacTextArea,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import * as styles from './Field.css';
import { type FieldBaseProps, FieldHelp, FieldLabel } from './FieldParts';

export interface TextAreaProps
  extends Omit<RacTextFieldProps, 'className' | 'children' | 'style' | 'type'>,
    FieldBaseProps {
  placeholder?: string;
  rows?: number;
  /** Shows a live "n/limit" counter (e.g. 200 for the careers form). Does not cut input. */
  counterLimit?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, optionally with a character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  rows = 4,
  counterLimit,
  inputRef,
  onChange,
  ...props
}: TextAreaProps) {
  // Track the length ourselves so the counter works controlled and uncontrolled.
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const length = (props.value ?? ownValue).length;
  return (
    <RacTextField
      {...props}
      onChange={(value) => {
        setOwnValue(value);
        onChange?.(value);
      }}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RacTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={`${styles.control} ${styles.textarea}`}
      />
      <div className={styles.helpRow}>
        <div className={styles.helpStack}>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
        {counterLimit !== undefined && (
          <span className={`${styles.counter} ${length > counterLimit ? styles.counterOver : ''}`}>
            {length}/{counterLimit}
          </span>
        )}
      </div>
    </RacTextField>
  );
}
