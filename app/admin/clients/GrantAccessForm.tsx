import { useClientAccessChange } from '../../api/queries/clients';
import { OneFieldForm } from './OneFieldForm';

/**
 * Adds a customer account to the client by username, e-mail or user id. The server's
 * refusal (no such account, already another client's member) is shown under the field.
 */
export function GrantAccessForm({ client }: { client: string }) {
  const change = useClientAccessChange();
  return (
    <OneFieldForm
      ariaLabel={`Give access to ${client}`}
      label="Give access to"
      description="The username, e-mail address or user id of a customer account"
      submitLabel="Grant access"
      pendingLabel="Granting..."
      action={{
        ...change,
        run: (user, onSuccess) => change.mutate({ kind: 'grant', client, user }, { onSuccess }),
      }}
    />
  );
}
