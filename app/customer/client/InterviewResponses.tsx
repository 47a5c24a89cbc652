import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { ClientDashboard, RecentResponse } from '../../../sync/contract/analytics';
import type { SearchResult } from '../../../sync/contract/customer';
import { plural } from '../../admin/plural';
import type { DashboardFilters } from '../../api/queries/clientDashboard';
import type { PagedList } from '../../api/queries/pagedList';
import { useAnswerSearch } from '../../api/queries/search';
import { formatDateTime } from '../../lib/dateFormat';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { LoadingList } from '../../shell/ListStates';
import { LoadMore } from '../../shell/LoadMore';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Skeleton, SkeletonText } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import * as styles from './clientDashboard.css';
import { previewAnswer } from './dashboardFigures';
import { relativeTime } from './relativeTime';

/** Spec: the search waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Recent Interview Responses': the latest completed interviews with their newest
 * answer, or, while something is typed in the search box, the matching answers. Both
 * keep to the chosen company and topic: the rows come from the dashboard figures
 * computed for those filters, and the search sends the same filters to the server.
 * Answers are shown as text (React escapes them): an answer may contain markup, which
 * must never run.
 */
export function InterviewResponses({
  client,
  query,
  filters,
  dashboard,
}: {
  client: string;
  query: string;
  filters: DashboardFilters;
  /** The dashboard for the chosen filters (its recent responses). */
  dashboard: UseQueryResult<ClientDashboard>;
}) {
  const typed = query.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useAnswerSearch(client, settled, filters);

  if (typed) {
    if (settled !== typed || search.isPending) return <Searching />;
    // A later page that fails keeps the matches read so far: Load more says why.
    if (search.error && search.data === undefined) {
      return (
        <LoadError
          title="Could not search the responses."
          error={search.error}
          onRetry={() => void search.refetch()}
          isRetrying={search.isFetching}
        />
      );
    }
    return <SearchResults query={typed} results={search} />;
  }
  if (dashboard.error && !dashboard.data) {
    return (
      <LoadError
        title="Could not load the interview responses."
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        isRetrying={dashboard.isFetching}
      />
    );
  }
  if (!dashboard.data) return <ResponsesSkeleton />;
  return (
    <RecentResponses
      responses={dashboard.data.recentResponses}
      filtered={dashboard.data.filters.company !== null || dashboard.data.filters.topic !== null}
    />
  );
}

function RecentResponses({
  responses,
  filtered,
}: {
  responses: RecentResponse[];
  filtered: boolean;
}) {
  if (responses.length === 0) {
    return (
      <EmptyState
        title="No interview responses available yet."
        description={
          filtered
            ? 'No completed interview matching the filters has an answer yet.'
            : 'Answers appear here as experts complete their interviews.'
        }
      />
    );
  }
  return (
    <ul className={styles.list}>
      {responses.map((response) => (
        <li key={response.interviewId}>
          <ResponseItem
            expertName={response.expertName}
            company={response.company}
            date={response.completedAt}
            answer={response.answer.answerText}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The matches read so far. The count is of those on screen, never a total: while more
 * pages remain it says so, and Load more reads the next best matches.
 */
function SearchResults({ query, results }: { query: string; results: PagedList<SearchResult> }) {
  const items = results.items ?? [];
  if (items.length === 0) {
    return (
      <div role="status">
        <EmptyState
          title={`No results found for "${query}"`}
          description="Try another word, or choose All Companies."
        />
      </div>
    );
  }
  return (
    <>
      <p role="status" className={styles.muted}>
        {results.hasNextPage
          ? `${plural(items.length, 'answer')} shown, more match "${query}"`
          : `${items.length} ${items.length === 1 ? 'answer matches' : 'answers match'} "${query}"`}
      </p>
      <ul className={styles.list}>
        {items.map((result) => (
          <li key={result.id}>
            <ResponseItem
              expertName={result.expertName}
              company={result.company}
              date={result.createdAt}
              question={result.questionText}
              answer={result.answerText}
            />
          </li>
        ))}
      </ul>
      <LoadMore list={results} what="matching answers" />
    </>
  );
}

function ResponseItem({
  expertName,
  company,
  date,
  question,
  answer,
}: {
  expertName: string;
  company: string;
  date: string;
  question?: string;
  answer: string;
}) {
  const nameId = useId();
  return (
    <Card as="article" padding="sm" aria-labelledby={nameId}>
      <div className={styles.responseHead}>
        <div>
          <h3 id={nameId} className={styles.expertName}>
            {expertName}
          </h3>
          <p className={styles.muted}>{company}</p>
        </div>
        <time dateTime={date} title={formatDateTime(date)} className={styles.time}>
          {relativeTime(date)}
        </time>
      </div>
      {question && <p className={styles.question}>{question}</p>}
      <p className={styles.answer}>{previewAnswer(answer)}</p>
    </Card>
  );
}

function Searching() {
  return (
    <p role="status" className={styles.searching}>
      <Spinner size="sm" decorative />
      Searching...
    </p>
  );
}

function ResponsesSkeleton() {
  return (
    <LoadingList label="Loading interview responses…" className={styles.list}>
      {[0, 1, 2].map((key) => (
        <Card key={key} padding="sm">
          <Skeleton width="40%" height="1.1em" />
          <SkeletonText lines={2} />
        </Card>
      ))}
    </LoadingList>
  );
}
