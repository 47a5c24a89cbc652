import { useId } from 'react';
import type { AnalysisResult, Citation } from '../../../../sync/contract/customer';
import { formatDateTime } from '../../../lib/dateFormat';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import * as styles from './analysis.css';
import { GraphResult } from './GraphResult';
import { RankedList } from './RankedList';

const GRAPH_LABELS = { bar: 'Bar chart', pie: 'Pie chart', line: 'Line chart' } as const;

/** One stored analysis: type, question, the generated text, the chart or list, its basis. */
export function AnalysisCard({
  result,
  onOpenCitation,
}: {
  result: AnalysisResult;
  onOpenCitation: (citation: Citation) => void;
}) {
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
      <p className={styles.analysisText}>{result.analysis}</p>
      {result.type === 'graph' ? (
        <GraphResult result={result} onOpenCitation={onOpenCitation} />
      ) : (
        <RankedList items={result.items} onOpenCitation={onOpenCitation} />
      )}
      <p className={styles.basis}>{basisLine(result)}</p>
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
