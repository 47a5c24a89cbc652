import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './clients.css';

/** What the form needs of a react-query mutation: its state and a way to run it. */
export interface OneFieldAction {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  reset(): void;
  run(value: string, onSuccess: () => void): void;
}

interface OneFieldFormProps {
  ariaLabel: string;
  label: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  action: OneFieldAction;
}

/**
 * One text field and one button, for the client-access forms (grant, request). The
 * server's refusal is shown under the field and cleared as soon as the text changes;
 * the field empties once the action succeeds.
 */
export function OneFieldForm(props: OneFieldFormProps) {
  const { action } = props;
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) action.run(value.trim(), () => setValue(''));
  };
  return (
    <Form onSubmit={submit} className={styles.grantForm} aria-label={props.ariaLabel}>
      <TextField
        className={styles.grantField}
        label={props.label}
        description={props.description}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (action.isError) action.reset();
        }}
        isInvalid={action.isError}
        errorMessage={action.error?.message}
      />
      <Button
        className={styles.grantButton}
        type="submit"
        isPending={action.isPending}
        pendingLabel={props.pendingLabel}
        isDisabled={!value.trim()}
      >
        {props.submitLabel}
      </Button>
    </Form>
  );
}
