import { type ReactNode, useId } from 'react';
import { FileTrigger as RacFileTrigger } from 'react-aria-components';
import { Button } from './Button';
import * as fieldStyles from './Field.css';
import * as styles from './FileTrigger.css';

export interface FileTriggerProps {
  label: ReactNode;
  /** Text of the button that opens the file picker. */
  buttonLabel?: string;
  /** Extensions and MIME types, e.g. ['.pdf', '.doc', '.docx']; filters the picker. */
  accept?: readonly string[];
  /** The chosen file (controlled); its name is shown next to the button. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Picks one file and shows its name. The picker's `accept` filter can be bypassed, so
 * forms still check the type (see `fileMatchesAccept`).
 */
export function FileTrigger({
  label,
  buttonLabel = 'Choose file',
  accept,
  value,
  onChange,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  className,
}: FileTriggerProps) {
  const id = useId();
  const describedBy = [
    `${id}-name`,
    description ? `${id}-description` : null,
    isInvalid && errorMessage ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend styling does not fit the other fields.
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </span>
      <div className={styles.row}>
        <RacFileTrigger
          acceptedFileTypes={accept ? [...accept] : undefined}
          onSelect={(files) => onChange?.(files?.[0] ?? null)}
        >
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
          >
            {buttonLabel}
          </Button>
        </RacFileTrigger>
        <span
          id={`${id}-name`}
          aria-live="polite"
          className={`${styles.fileName} ${value ? '' : styles.noFile}`}
        >
          {value ? value.name : 'No file chosen'}
        </span>
      </div>
      {description && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

/** Whether `file` matches an accept list of extensions ('.pdf') and MIME types ('image/*'). */
export function fileMatchesAccept(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
