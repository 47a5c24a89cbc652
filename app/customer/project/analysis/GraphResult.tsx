import { lazy, Suspense, useId, useState } from 'react';
import type { AnalysisResult } from '../../../../sync/contract/customer';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './analysis.css';
import { ChartDataTable } from './ChartDataTable';
import { isEmptyChart } from './chartData';

// recharts lives only in AnalysisChart's chunk, fetched when the first graph shows.
const AnalysisChart = lazy(async () => ({
  default: (await import('./AnalysisChart')).AnalysisChart,
}));

/** A graph card's body: the chart, and its numbers as a table on demand. */
export function GraphResult({ result }: { result: AnalysisResult }) {
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  return (
    <>
      {isEmptyChart(result) ? (
        <p className={styles.chartNote}>
          {result.companies.length === 0
            ? 'No answers to chart yet.'
            : 'None of the parameters is mentioned in these answers.'}
        </p>
      ) : (
        <Suspense fallback={<Skeleton height="320px" />}>
          <AnalysisChart result={result} />
        </Suspense>
      )}
      {result.companies.length > 0 && (
        <>
          <Button
            variant="ghost"
            size="sm"
            className={styles.dataToggle}
            aria-expanded={showData}
            aria-controls={showData ? tableId : undefined}
            onPress={() => setShowData((shown) => !shown)}
          >
            {showData ? 'Hide data table' : 'Show data table'}
          </Button>
          {showData && <ChartDataTable id={tableId} result={result} />}
        </>
      )}
    </>
  );
}
