import { ClientCard } from '../../admin/clients/ClientCard';
import { ListSkeleton } from '../../admin/ListSkeleton';
import { useClient } from '../../api/queries/clients';
import { LoadError } from '../../ui/LoadError';
import * as styles from '../home/home.css';

/**
 * Team: who else at the customer's client may see its data. A member can let a
 * colleague in and approve or decline requests; only an administrator removes people.
 */
export function TeamSection({ client }: { client: string }) {
  const team = useClient(client);
  return (
    <section className={styles.section} aria-labelledby="team-heading">
      <h2 id="team-heading" className={styles.sectionTitle}>
        Team
      </h2>
      {team.isPending ? (
        <ListSkeleton count={1} what="your team" className={styles.list} />
      ) : team.isError ? (
        <LoadError
          title="Could not load your team."
          error={team.error}
          onRetry={() => void team.refetch()}
          isRetrying={team.isFetching}
        />
      ) : (
        <ClientCard client={team.data} canRemove={false} headingLevel={3} />
      )}
    </section>
  );
}
