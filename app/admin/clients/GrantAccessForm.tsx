import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './clients.css';
import { useClientAccessChange } from './useClientAccess';

/**
 * Adds a customer account to the client by username, e-mail or user id. The server's
 * refusal (no such account, already another client's member) is shown under the field.
 */
export function GrantAccessForm({ client }: { client: string }) {
  const [user, setUser] = useState('');
  const change = useClientAccessChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user.trim()) return;
    change.mutate({ kind: 'grant', client, user: user.trim() }, { onSuccess: () => setUser('') });
  };
  return (
    <Form onSubmit={submit} className={styles.grantForm} aria-label={`Give access to ${client}`}>
      <TextField
        className={styles.grantField}
        label="Give access to"
        description="The username, e-mail address or user id of a customer account"
        value={user}
        onChange={(value) => {
          setUser(value);
          if (change.isError) change.reset();
        }}
        isInvalid={change.isError}
        errorMessage={change.error?.message}
      />
      <Button
        className={styles.grantButton}
        type="submit"
        isPending={change.isPending}
        pendingLabel="Granting..."
        isDisabled={!user.trim()}
      >
        Grant access
      </Button>
    </Form>
  );
}
