import type { Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RacSelect,
  type SelectProps as RacSelectProps,
  SelectValue,
} from 'react-aria-components';
import { Chevron } from './Chevron';
import * as fieldStyles from './Field.css';
import { type FieldBaseProps, FieldHelp, FieldLabel } from './FieldParts';
import * as popoverStyles from './Popover.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<
      RacSelectProps<SelectOption>,
      'className' | 'children' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'
    >,
    FieldBaseProps {
  options: readonly SelectOption[];
  /** The selected option's value; null or '' when nothing is chosen. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}

/** A labelled single-choice dropdown; options are `{ value, label }` pairs. */
export function Select({
  label,
  description,
  errorMessage,
  className,
  options,
  value,
  defaultValue,
  onChange,
  triggerRef,
  placeholder = 'Select…',
  ...props
}: SelectProps) {
  return (
    <RacSelect<SelectOption>
      {...props}
      placeholder={placeholder}
      // RAC keeps "nothing selected" as null; forms often hold ''.
      value={value === undefined ? undefined : value || null}
      defaultValue={defaultValue || undefined}
      onChange={(key) => onChange?.(key === null ? null : String(key))}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button ref={triggerRef} className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <Chevron className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popoverStyles.popover} offset={4}>
        <ListBox
          className={popoverStyles.listBox}
          items={options.map((option) => ({ id: option.value, ...option }))}
        >
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className={popoverStyles.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RacSelect>
  );
}
