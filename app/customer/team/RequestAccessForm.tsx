import { OneFieldForm } from '../../admin/clients/OneFieldForm';
import { useRequestClientAccess } from '../../api/queries/clients';

/**
 * For a customer with no client and no request: name the organisation. A name Parley
 * already knows waits for its members or an administrator; a new one is theirs.
 */
export function RequestAccessForm() {
  const request = useRequestClientAccess();
  return (
    <OneFieldForm
      ariaLabel="Ask for access to a client"
      label="Your organisation"
      description="The client name your colleagues use in Parley"
      submitLabel="Request access"
      pendingLabel="Sending..."
      action={{ ...request, run: (client, onSuccess) => request.mutate(client, { onSuccess }) }}
    />
  );
}
