import { lazy, Suspense, useId, useState } from 'react';
import type { AnalysisResult, Citation } from '../../../../sync/contract/customer';
import type { Project } from '../../../../sync/contract/projects';
import { useAnalyses } from '../../../api/queries/analyses';
import { LoadingList } from '../../../shell/ListStates';
import { LoadMore } from '../../../shell/LoadMore';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Skeleton, SkeletonText } from '../../../ui/Skeleton';
import { TranscriptDialog } from '../transcripts/TranscriptDialog';
import { AnalysisCard } from './AnalysisCard';
import * as styles from './analysis.css';

// The dialogs' forms (react-hook-form, zod) are fetched when one is first opened.
const NewGraphDialog = lazy(async () => ({
  default: (await import('./NewGraphDialog')).NewGraphDialog,
}));
const NewListDialog = lazy(async () => ({
  default: (await import('./NewListDialog')).NewListDialog,
}));

/** The dialog open, if any, and the analysis it asks again (Try again), if any. */
type OpenDialog = { type: AnalysisResult['type']; retrying?: AnalysisResult } | null;

/**
 * The 'Custom Analysis' tab: New Graph and New List, and the project's stored results,
 * newest first. A quote in a list opens the transcript at the cited answer.
 */
export function CustomAnalysisTab({ project }: { project: Project }) {
  const analyses = useAnalyses(project);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [citation, setCitation] = useState<Citation | null>(null);
  const headingId = useId();
  const closeDialog = () => setDialog(null);

  return (
    <section className={styles.tab} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            Custom Analysis
          </h2>
          <p className={styles.lead}>
            Graphs and ranked lists generated from this project's interview answers.
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => setDialog({ type: 'graph' })}>
            New Graph
          </Button>
          <Button variant="secondary" onPress={() => setDialog({ type: 'list' })}>
            New List
          </Button>
        </div>
      </div>
      <Results
        project={project}
        analyses={analyses}
        onOpenCitation={setCitation}
        onRetry={(analysis) => setDialog({ type: analysis.type, retrying: analysis })}
      />
      <Suspense fallback={null}>
        {dialog?.type === 'graph' && (
          <NewGraphDialog project={project} retrying={dialog.retrying} onClose={closeDialog} />
        )}
        {dialog?.type === 'list' && (
          <NewListDialog project={project} retrying={dialog.retrying} onClose={closeDialog} />
        )}
      </Suspense>
      <TranscriptDialog
        interviewId={citation?.interviewId ?? null}
        focusAnswerId={citation?.answerId}
        onClose={() => setCitation(null)}
      />
    </section>
  );
}

function Results({
  project,
  analyses,
  onOpenCitation,
  onRetry,
}: {
  project: Project;
  analyses: ReturnType<typeof useAnalyses>;
  onOpenCitation: (citation: Citation) => void;
  onRetry: (analysis: AnalysisResult) => void;
}) {
  if (analyses.items === undefined) {
    return analyses.error ? (
      <LoadError
        title="Could not load the analyses."
        error={analyses.error}
        onRetry={() => void analyses.refetch()}
        isRetrying={analyses.isFetching}
      />
    ) : (
      <LoadingList label="Loading analyses…">
        <Skeleton height="24px" width="40%" />
        <SkeletonText lines={4} />
      </LoadingList>
    );
  }
  if (analyses.items.length === 0) {
    return (
      <EmptyState
        title="No analyses yet"
        description="Use New Graph to chart how often experts mention the topics you name, or New List for the themes they raise about a question, ranked and quoted."
      />
    );
  }
  return (
    <>
      <ul className={styles.cards} aria-label="Analyses, newest first">
        {analyses.items.map((result) => (
          <li key={result.id}>
            <AnalysisCard
              project={project}
              result={result}
              onOpenCitation={onOpenCitation}
              onRetry={onRetry}
            />
          </li>
        ))}
      </ul>
      <LoadMore list={analyses} what="analyses" />
    </>
  );
}
