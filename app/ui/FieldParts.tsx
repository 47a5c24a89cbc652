import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

/**
 * The label, help text and error every field shares. The error is RAC's FieldError, so
 * it renders only while the field is invalid and is linked to it by aria-describedby.
 */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </Label>
  );
}

export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/** Common props of the labelled fields. */
export interface FieldBaseProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field while it is invalid (pass `isInvalid` or let validation decide). */
  errorMessage?: ReactNode;
  className?: string;
}
