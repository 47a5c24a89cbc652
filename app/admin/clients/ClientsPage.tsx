import { useState } from 'react';
import { useClients } from '../../api/queries/clients';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { DashboardShell } from '../../shell/DashboardShell';
import { isSignedOut, SignedOutNotice } from '../../shell/ListStates';
import { LoadMore } from '../../shell/LoadMore';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { TextField } from '../../ui/TextField';
import { AdminTabs } from '../AdminTabs';
import { ListSkeleton } from '../ListSkeleton';
import { ClientCard } from './ClientCard';
import * as styles from './clients.css';

/**
 * `/admin/clients`: every client Parley knows (from projects, grants and requests), by
 * name a page at a time, who may see its data, and who is waiting to. Access is granted
 * here, never claimed. The finder and the waiting count cover the clients loaded so far,
 * and say so while more remain.
 */
export function ClientsPage() {
  const { data: user } = useCurrentUser();
  const clients = useClients();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = clients.items?.filter((client) =>
    [
      client.name,
      ...client.members.flatMap(searchable),
      ...client.requests.flatMap(searchable),
    ].some((text) => text.toLowerCase().includes(needle)),
  );
  const waiting = clients.items?.reduce((sum, client) => sum + client.requests.length, 0) ?? 0;
  const loaded = clients.hasNextPage ? ' among the clients loaded' : '';

  return (
    <DashboardShell
      user={user}
      nav={<AdminTabs current="clients" />}
      title="Clients"
      lead="Who may see each client's interviews. Customers get a client only when an administrator or a member of that client lets them in."
      actions={
        clients.items && clients.items.length > 0 ? (
          <TextField
            className={styles.filter}
            label="Find a client or person"
            type="search"
            value={query}
            onChange={setQuery}
          />
        ) : undefined
      }
    >
      {isSignedOut(clients.error) ? (
        <SignedOutNotice />
      ) : !clients.items && !clients.isError ? (
        <ListSkeleton count={3} what="clients" className={styles.list} />
      ) : !clients.items ? (
        <LoadError
          title="Could not load clients."
          error={clients.error}
          onRetry={() => void clients.refetch()}
          isRetrying={clients.isFetching}
        />
      ) : clients.items.length === 0 ? (
        <EmptyState
          title="No clients yet"
          description="A client appears here once a project names it or a customer asks for access to it."
        />
      ) : (
        <>
          {waiting > 0 && (
            <p role="status" className={styles.detail}>
              {waiting === 1 ? '1 request is' : `${waiting} requests are`} waiting for approval
              {loaded}.
            </p>
          )}
          {shown && shown.length === 0 ? (
            <EmptyState
              title={`No client or person matches "${query.trim()}"${loaded}`}
              description={
                clients.hasNextPage ? 'Load more clients to search the rest.' : undefined
              }
            />
          ) : (
            <ul className={styles.list}>
              {shown?.map((client) => (
                <li key={client.name}>
                  <ClientCard client={client} canRemove />
                </li>
              ))}
            </ul>
          )}
          <LoadMore list={clients} what="clients" />
        </>
      )}
    </DashboardShell>
  );
}

function searchable(person: { fullName: string | null; username: string; email: string | null }) {
  return [person.fullName ?? '', person.username, person.email ?? ''];
}
