import { useId } from 'react';
import type { ProjectSummary } from '../../../../sync/contract/analytics';
import type { Project } from '../../../../sync/contract/projects';
import { plural } from '../../../admin/plural';
import { useProjectSummary } from '../../../api/queries/projectSummary';
import { formatDateTime } from '../../../lib/dateFormat';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { SkeletonText } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { CitationList, type OpenCitation } from '../citations/CitationButton';
import * as styles from './insights.css';
import { QuestionSummaryCard } from './QuestionSummaryCard';
import { StaleNotice } from './StaleNotice';

/**
 * Key Insights: the executive summary and one summary per base question, generated
 * from the project's stored answers (not the spec's sample text). Every quote names
 * its expert and opens the transcript at the quoted answer.
 */
export function KeyInsightsTab({
  project,
  interviewsWithAnswers,
  onOpenCitation,
}: {
  project: Project;
  /** For the loading text: how many interviews the insights are drawn from. */
  interviewsWithAnswers: number | null;
  onOpenCitation: OpenCitation;
}) {
  const summary = useProjectSummary(project.id);
  if (summary.isPending) return <InsightsLoading interviews={interviewsWithAnswers} />;
  if (summary.error) {
    return (
      <LoadError
        title="Could not load the key insights."
        error={summary.error}
        onRetry={() => void summary.refetch()}
        isRetrying={summary.isFetching}
      />
    );
  }
  return <Insights summary={summary.data} onOpenCitation={onOpenCitation} />;
}

function Insights({
  summary,
  onOpenCitation,
}: {
  summary: ProjectSummary;
  onOpenCitation: OpenCitation;
}) {
  const executiveId = useId();
  const questionsId = useId();
  const header = (
    <>
      {summary.stale && <StaleNotice projectId={summary.projectId} />}
      <p className={styles.meta}>
        Generated {formatDateTime(summary.generatedAt)} from {plural(summary.answers, 'answer')} in{' '}
        {plural(summary.interviews, 'interview')}
        {summary.companies.length > 0 && ` (${summary.companies.join(', ')})`}.
      </p>
    </>
  );
  if (summary.answers === 0) {
    return (
      <div className={styles.tab}>
        {header}
        <EmptyState
          title="No insights yet"
          description={
            summary.stale
              ? 'These insights were generated before any expert answered. Regenerate them to include the answers.'
              : "Key insights are generated from the experts' answers. They appear here once experts have answered this project's questions."
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.tab}>
      {header}
      <Card as="section" aria-labelledby={executiveId}>
        <h2 id={executiveId} className={styles.sectionTitle}>
          Executive Summary
        </h2>
        <p className={styles.summaryText}>{summary.executiveSummary.text}</p>
        {summary.executiveSummary.quotes.length > 0 && (
          <CitationList
            label="Key quotes"
            citations={summary.executiveSummary.quotes}
            onOpen={onOpenCitation}
          />
        )}
      </Card>
      <section className={styles.section} aria-labelledby={questionsId}>
        <h2 id={questionsId} className={styles.sectionTitle}>
          Question Summaries
        </h2>
        <ul className={styles.list}>
          {summary.questions.map((question) => (
            <li key={question.questionText}>
              <QuestionSummaryCard summary={question} onOpenCitation={onOpenCitation} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The first read of a project generates its insights, which takes a few seconds: say
 * so, rather than showing bare skeletons that look stuck.
 */
function InsightsLoading({ interviews }: { interviews: number | null }) {
  const from = interviews ? ` from ${plural(interviews, 'interview')}` : '';
  return (
    <div className={styles.tab} aria-busy="true">
      <p role="status" className={styles.loading}>
        <Spinner size="sm" label="Loading" decorative />
        Generating insights{from}… The first time can take a few seconds.
      </p>
      {[4, 3, 3].map((lines, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
        <Card key={index}>
          <SkeletonText lines={lines} />
        </Card>
      ))}
    </div>
  );
}
