import { useState } from 'react';
import { AdminTabs, clientDashboardTabs } from '../../admin/AdminTabs';
import { ApiError } from '../../api/client';
import {
  type DashboardFilters,
  NO_FILTERS,
  useClientDashboard,
} from '../../api/queries/clientDashboard';
import { useClientInsights } from '../../api/queries/insights';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { visuallyHidden } from '../../marketing/shared/layout.css';
import { DashboardShell } from '../../shell/DashboardShell';
import { isSignedOut, ListOrFailure, SignedOutNotice } from '../../shell/ListStates';
import { LoadError } from '../../ui/LoadError';
import { BackToProjects } from './BackToProjects';
import { CompletionCard } from './CompletionCard';
import * as styles from './clientDashboard.css';
import { DashboardActions } from './DashboardActions';
import { DashboardFilterBar } from './DashboardFilterBar';
import { KEY_INSIGHT_COUNT } from './dashboardFigures';
import { InterviewResponses } from './InterviewResponses';
import { KeyInsights } from './KeyInsights';
import { NoAccessNotice } from './NoAccessNotice';
import { ResponseQualityCard } from './ResponseQualityCard';
import { TrendAnalysisCard } from './TrendAnalysisCard';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * `/customer/{client}`: one client's key insights, interview responses and the figures
 * computed from their stored answers, narrowed by company and topic. The server decides
 * who may read the client (admins, and the client's own customers); anyone else gets
 * its 403 as a notice, never the data.
 */
export function ClientDashboardPage({ client }: { client: string }) {
  const { data: user } = useCurrentUser();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<DashboardFilters>(NO_FILTERS);
  const insights = useClientInsights(client, KEY_INSIGHT_COUNT);
  const dashboard = useClientDashboard(client, filters);
  // The filter choices come from all the client's answers, whatever is chosen now.
  const overview = useClientDashboard(client, NO_FILTERS);

  const errors = [insights.error, dashboard.error, overview.error];
  const signedOut = errors.some(isSignedOut);
  const denied = !signedOut && errors.some(isForbidden);
  const isAdmin = user?.role === 'admin';
  const figures = dashboard.data;
  const isUpdating = dashboard.isPlaceholderData;

  return (
    <DashboardShell
      user={signedOut ? null : user}
      badge={isAdmin ? undefined : 'Customer Dashboard'}
      nav={
        isAdmin && !denied ? (
          <AdminTabs current="customer" tabs={clientDashboardTabs(client)} />
        ) : undefined
      }
      title={denied ? 'Customer Dashboard' : client}
      lead={
        denied || signedOut
          ? undefined
          : 'What your expert interviews say: every figure is computed from the stored answers.'
      }
      actions={!denied && !signedOut && <DashboardActions client={client} filters={filters} />}
    >
      {user && !denied && !isAdmin && <BackToProjects />}
      {signedOut ? (
        <SignedOutNotice />
      ) : denied ? (
        <NoAccessNotice isAdmin={isAdmin} />
      ) : (
        <>
          <section aria-labelledby="key-insights" className={styles.section}>
            <h2 id="key-insights" className={styles.sectionTitle}>
              Key Insights Summary
            </h2>
            <ListOrFailure query={insights} what="the key insights">
              <KeyInsights insights={insights.data} />
            </ListOrFailure>
          </section>

          <DashboardFilterBar
            query={query}
            onQueryChange={setQuery}
            filters={filters}
            onFiltersChange={setFilters}
            companies={overview.data?.companies ?? []}
            topics={overview.data?.topics.items.map((topic) => topic.label) ?? []}
          />

          <div className={styles.columns}>
            <section aria-labelledby="recent-responses" className={styles.section}>
              <h2 id="recent-responses" className={styles.sectionTitle}>
                Recent Interview Responses
              </h2>
              <InterviewResponses
                client={client}
                query={query}
                filters={filters}
                dashboard={dashboard}
              />
            </section>

            <section aria-labelledby="figures" className={styles.stack}>
              <h2 id="figures" className={visuallyHidden}>
                Interview figures
              </h2>
              {dashboard.error && !figures ? (
                <LoadError
                  title="Could not compute the dashboard figures."
                  error={dashboard.error}
                  onRetry={() => void dashboard.refetch()}
                  isRetrying={dashboard.isFetching}
                />
              ) : (
                <>
                  <CompletionCard completion={figures?.completion} isUpdating={isUpdating} />
                  <ResponseQualityCard figures={figures?.responseQuality} isUpdating={isUpdating} />
                  <TrendAnalysisCard dashboard={figures} isUpdating={isUpdating} />
                </>
              )}
            </section>
          </div>
        </>
      )}
    </DashboardShell>
  );
}
