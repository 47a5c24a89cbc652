import type { Ref } from 'react';
import {
  RadioGroup as RacRadioGroup,
  type RadioGroupProps as RacRadioGroupProps,
  Radio,
} from 'react-aria-components';
import * as fieldStyles from './Field.css';
import { type FieldBaseProps, FieldHelp, FieldLabel } from './FieldParts';
import * as styles from './RadioGroup.css';
import type { SelectOption } from './Select';

export interface RadioGroupProps
  extends Omit<RacRadioGroupProps, 'className' | 'children' | 'style'>,
    FieldBaseProps {
  options: readonly SelectOption[];
  ref?: Ref<HTMLDivElement>;
}

/** A labelled set of radio buttons; arrow keys move between options. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  options,
  ...props
}: RadioGroupProps) {
  return (
    <RacRadioGroup {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacRadioGroup>
  );
}
