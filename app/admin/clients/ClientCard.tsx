import type { Client } from '../../../sync/contract/clients';
import { Badge } from '../../ui/Badge';
import { Card, CardHeader } from '../../ui/Card';
import { plural } from '../plural';
import { MemberRow, RequestRow } from './AccessPeople';
import * as styles from './clients.css';
import { GrantAccessForm } from './GrantAccessForm';

/**
 * One client: who may see its data, who is waiting to, and a way to add someone.
 * Admins see it for every client; a member sees it for their own, without Remove.
 */
export function ClientCard({
  client,
  canRemove,
  headingLevel = 2,
}: {
  client: Client;
  canRemove: boolean;
  headingLevel?: 2 | 3;
}) {
  const headingId = `client-${encodeURIComponent(client.name)}`;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.card}>
      <CardHeader
        id={headingId}
        headingLevel={headingLevel}
        title={client.name}
        subtitle={plural(client.projectCount, 'project')}
        action={
          client.requests.length > 0 ? (
            <Badge tone="warning">{plural(client.requests.length, 'request')} waiting</Badge>
          ) : undefined
        }
      />
      {client.requests.length > 0 && (
        <section aria-label={`Requests for ${client.name}`}>
          <GroupHeading className={styles.groupTitle}>Waiting for approval</GroupHeading>
          <ul className={styles.rows}>
            {client.requests.map((request) => (
              <RequestRow key={request.id} client={client.name} request={request} />
            ))}
          </ul>
        </section>
      )}
      <section aria-label={`Members of ${client.name}`}>
        <GroupHeading className={styles.groupTitle}>Members</GroupHeading>
        {client.members.length === 0 ? (
          <p className={styles.none}>Nobody has access to {client.name} yet.</p>
        ) : (
          <ul className={styles.rows}>
            {client.members.map((member) => (
              <MemberRow
                key={member.userId}
                client={client.name}
                member={member}
                canRemove={canRemove}
              />
            ))}
          </ul>
        )}
      </section>
      <GrantAccessForm client={client.name} />
    </Card>
  );
}
