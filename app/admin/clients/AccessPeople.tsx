import type { ClientAccessRequest, ClientMember } from '../../../sync/contract/clients';
import { useClientAccessChange } from '../../api/queries/clients';
import { formatDate } from '../../lib/dateFormat';
import { Button } from '../../ui/Button';
import * as styles from './clients.css';

type Person = Pick<ClientMember, 'fullName' | 'username' | 'email' | 'company'>;

const nameOf = (person: Person) => person.fullName || person.username;

function Who({ person, note }: { person: Person; note: string | null }) {
  const contact = [
    person.email ?? person.username,
    person.company && `typed company: ${person.company}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={styles.person}>
      <span className={styles.name}>{nameOf(person)}</span>
      <span className={styles.detail}>{contact}</span>
      {note && <span className={styles.detail}>{note}</span>}
    </div>
  );
}

/** A member of the client; admins may take their access away. */
export function MemberRow({
  client,
  member,
  canRemove,
}: {
  client: string;
  member: ClientMember;
  canRemove: boolean;
}) {
  const change = useClientAccessChange();
  return (
    <li className={styles.row}>
      <Who
        person={member}
        note={member.grantedAt ? `Member since ${formatDate(member.grantedAt)}` : null}
      />
      {canRemove && (
        <div className={styles.actions}>
          <Button
            variant="danger"
            size="sm"
            aria-label={`Remove ${nameOf(member)} from ${client}`}
            isPending={change.isPending}
            pendingLabel="Removing..."
            onPress={() =>
              change.mutate({ kind: 'remove', client, userId: member.userId, name: nameOf(member) })
            }
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/** Someone waiting for access: approve or decline. */
export function RequestRow({ client, request }: { client: string; request: ClientAccessRequest }) {
  const change = useClientAccessChange();
  const name = nameOf(request);
  const decide = (kind: 'approve' | 'decline') =>
    change.mutate({ kind, client, requestId: request.id, name });
  const deciding = change.isPending ? change.variables?.kind : undefined;
  return (
    <li className={styles.row}>
      <Who person={request} note={`Asked ${formatDate(request.requestedAt)}`} />
      <div className={styles.actions}>
        <Button
          size="sm"
          aria-label={`Approve ${name} for ${client}`}
          isPending={deciding === 'approve'}
          isDisabled={deciding === 'decline'}
          pendingLabel="Approving..."
          onPress={() => decide('approve')}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Decline ${name}'s request for ${client}`}
          isPending={deciding === 'decline'}
          isDisabled={deciding === 'approve'}
          pendingLabel="Declining..."
          onPress={() => decide('decline')}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}
