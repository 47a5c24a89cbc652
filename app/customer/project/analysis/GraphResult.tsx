import { lazy, Suspense, useId, useState } from 'react';
import type { AnalysisResult, Citation } from '../../../../sync/contract/customer';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './analysis.css';
import { ChartDataTable } from './ChartDataTable';
import { type BarRef, isEmptyChart } from './chartData';

// The answers dialog is needed only once a bar is pressed.
const BarAnswersDialog = lazy(async () => ({
  default: (await import('./BarAnswersDialog')).BarAnswersDialog,
}));

// recharts lives only in AnalysisChart's chunk, fetched when the first graph shows.
const AnalysisChart = lazy(async () => ({
  default: (await import('./AnalysisChart')).AnalysisChart,
}));

/**
 * A graph card's body: the chart, and its numbers as a table on demand; a bar, or a
 * count in the table, opens the answers it counts.
 */
export function GraphResult({
  result,
  onOpenCitation,
}: {
  result: AnalysisResult;
  onOpenCitation: (citation: Citation) => void;
}) {
  const [showData, setShowData] = useState(false);
  const [bar, setBar] = useState<BarRef | null>(null);
  // Graphs stored before bars carried their answers have nothing to open.
  const canOpenBars = result.series.some((entry) => entry.answers);
  const openBar = canOpenBars ? setBar : undefined;
  const tableId = useId();
  return (
    <>
      {isEmptyChart(result) ? (
        <p className={styles.chartNote}>
          {result.companies.length === 0
            ? 'No answers to chart yet.'
            : 'None of the parameters is discussed in these answers.'}
        </p>
      ) : (
        <Suspense fallback={<Skeleton height="320px" />}>
          <AnalysisChart result={result} onOpenBar={openBar} />
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
          {showData && <ChartDataTable id={tableId} result={result} onOpenBar={setBar} />}
        </>
      )}
      {bar && (
        <Suspense fallback={null}>
          <BarAnswersDialog
            result={result}
            bar={bar}
            onClose={() => setBar(null)}
            onOpenCitation={onOpenCitation}
          />
        </Suspense>
      )}
    </>
  );
}
