import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import * as styles from '../../admin/clients/clients.css';
import { useRequestClientAccess } from '../../admin/clients/useClientAccess';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/**
 * For a customer with no client and no request: name the organisation. A name Parley
 * already knows waits for its members or an administrator; a new one is theirs.
 */
export function RequestAccessForm() {
  const [client, setClient] = useState('');
  const request = useRequestClientAccess();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (client.trim()) request.mutate(client.trim());
  };
  return (
    <Form onSubmit={submit} className={styles.grantForm} aria-label="Ask for access to a client">
      <TextField
        className={styles.grantField}
        label="Your organisation"
        description="The client name your colleagues use in Parley"
        value={client}
        onChange={(value) => {
          setClient(value);
          if (request.isError) request.reset();
        }}
        isInvalid={request.isError}
        errorMessage={request.error?.message}
      />
      <Button
        className={styles.grantButton}
        type="submit"
        isPending={request.isPending}
        pendingLabel="Sending..."
        isDisabled={!client.trim()}
      >
        Request access
      </Button>
    </Form>
  );
}
