import { useId } from 'react';
import type { AnalysisResult, Citation } from '../../../../sync/contract/customer';
import type { Project } from '../../../../sync/contract/projects';
import { useAnalysisProgress } from '../../../api/queries/analyses';
import { formatDateTime } from '../../../lib/dateFormat';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { AnalysisFailed, AnalysisRunning } from './AnalysisProgress';
import * as styles from './analysis.css';
import { GraphResult } from './GraphResult';
import { RankedList } from './RankedList';

const GRAPH_LABELS = { bar: 'Bar chart', pie: 'Pie chart', line: 'Line chart' } as const;

/**
 * One stored analysis: type, question, then the generated text, the chart or list and its
 * basis; while the analysis is computed, its progress; when that failed, why, and Try again.
 */
export function AnalysisCard({
  project,
  result: stored,
  onOpenCitation,
  onRetry,
}: {
  project: Pick<Project, 'id' | 'client'>;
  result: AnalysisResult;
  onOpenCitation: (citation: Citation) => void;
  /** Opens the dialog of this analysis's type again, filled with its inputs. */
  onRetry: (analysis: AnalysisResult) => void;
}) {
  const result = useAnalysisProgress(project, stored);
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <Badge tone={result.type === 'graph' ? 'info' : 'success'}>
          {result.type === 'graph' ? 'Graph' : 'List'}
        </Badge>
        {result.graphType && <span>{GRAPH_LABELS[result.graphType]}</span>}
        <time dateTime={result.createdAt}>{formatDateTime(result.createdAt)}</time>
      </div>
      <h3 id={titleId} className={styles.question}>
        {result.question}
      </h3>
      {result.status === 'running' && <AnalysisRunning progress={result.progress} />}
      {result.status === 'failed' && (
        <AnalysisFailed error={result.error} onRetry={() => onRetry(result)} />
      )}
      {result.status === 'done' && (
        <>
          <p className={styles.analysisText}>{result.analysis}</p>
          {result.type === 'graph' ? (
            <GraphResult result={result} onOpenCitation={onOpenCitation} />
          ) : (
            <RankedList items={result.items} onOpenCitation={onOpenCitation} />
          )}
          <p className={styles.basis}>{basisLine(result)}</p>
        </>
      )}
    </Card>
  );
}

/** The spec's line: 'Based on {dataPoints} data points from {n} companies'. */
export function basisLine({
  dataPoints,
  companies,
}: Pick<AnalysisResult, 'dataPoints' | 'companies'>) {
  return `Based on ${dataPoints} data points from ${companies.length} companies`;
}
