import { Link as RacLink } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useAuditEvents } from '../../api/queries/audit';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { DashboardShell } from '../../shell/DashboardShell';
import { isSignedOut, ListOrFailure, LoadingList, SignedOutNotice } from '../../shell/ListStates';
import { LoadMore } from '../../shell/LoadMore';
import { Button } from '../../ui/Button';
import { button } from '../../ui/Button.css';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { AdminTabs } from '../AdminTabs';
import { AuditEventTable } from './AuditEventTable';
import { AuditFilterForm } from './AuditFilterForm';
import {
  type AuditFilters,
  auditCsvHref,
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  NO_AUDIT_FILTERS,
  toAuditQuery,
} from './auditFilters';
import * as styles from './auditTrail.css';

/**
 * `/admin/audit`: the audit trail the site promises clients. Who signed in (or failed
 * to), who was granted which client, which tokens were made, what was exported, with
 * the address and time of each; filterable, paged, and downloadable as CSV.
 */
export function AuditTrailPage() {
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const events = useAuditEvents(toAuditQuery(filters));
  const signedOut = isSignedOut(events.error);
  const apply = (next: AuditFilters) => setSearch(filtersToSearch(next));

  return (
    <DashboardShell
      user={signedOut ? null : user}
      nav={<AdminTabs current="audit" />}
      title="Audit Trail"
      lead="Every sign-in, access change, token and export, newest first. The trail cannot be edited or deleted."
    >
      {signedOut ? (
        <SignedOutNotice />
      ) : (
        <>
          {/* Keyed by the applied filters, so Clear or the back button resets the form. */}
          <AuditFilterForm key={search.toString()} applied={filters} onApply={apply} />
          <ListOrFailure query={events} what="the audit trail">
            <AuditResults
              filters={filters}
              events={events}
              onClear={() => apply(NO_AUDIT_FILTERS)}
            />
          </ListOrFailure>
        </>
      )}
    </DashboardShell>
  );
}

function AuditResults({
  filters,
  events,
  onClear,
}: {
  filters: AuditFilters;
  events: ReturnType<typeof useAuditEvents>;
  onClear: () => void;
}) {
  if (events.data === undefined) {
    return (
      <LoadingList label="Loading audit events…" className={styles.skeletonList}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="2.6em" />
        ))}
      </LoadingList>
    );
  }
  const rows = events.data.pages.flatMap((page) => page.events);
  if (rows.length === 0) {
    return (
      <div className={styles.toolbar}>
        <EmptyState
          title={hasFilters(filters) ? 'No events match these filters' : 'No events yet'}
          description={
            hasFilters(filters)
              ? 'Try another action, person, client or a wider date range.'
              : 'Sign-ins, access changes, API tokens and exports will appear here.'
          }
          action={
            hasFilters(filters) ? (
              <Button variant="secondary" onPress={onClear}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {rows.length} {rows.length === 1 ? 'event' : 'events'}
          {events.hasNextPage ? ' shown, more below' : hasFilters(filters) ? ' match' : ''}
        </p>
        {/* A real link, so the browser streams the file to disk however long the trail. */}
        <RacLink
          href={auditCsvHref(filters)}
          download
          className={button({ variant: 'secondary', size: 'sm' })}
        >
          Download CSV
        </RacLink>
      </div>
      <AuditEventTable events={rows} isBusy={events.isFetchingNextPage} />
      <LoadMore list={events} what="events" />
    </>
  );
}
