import type { ReactNode, Ref } from 'react';
import {
  Checkbox as RacCheckbox,
  type CheckboxProps as RacCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RacCheckboxProps, 'className' | 'children' | 'style'> {
  children: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox whose whole label is the click target. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RacCheckbox {...props} className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="12" height="12" viewBox="0 0 12 12" role="presentation">
                <path d="M2 6h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : (
              isSelected && (
                <svg width="12" height="12" viewBox="0 0 12 12" role="presentation">
                  <path
                    d="M2 6.5l2.5 2.5L10 3.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              )
            )}
          </span>
          <span>{children}</span>
        </>
      )}
    </RacCheckbox>
  );
}
