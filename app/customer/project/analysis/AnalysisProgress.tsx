import { Button } from '../../../ui/Button';
import { ProgressBar } from '../../../ui/ProgressBar';
import * as styles from './analysis.css';

/** A running analysis: how far its computation is (the card polls it, see useAnalysisProgress). */
export function AnalysisRunning({ progress }: { progress: number }) {
  return (
    <ProgressBar
      className={styles.progress}
      label="Analysing the project's answers…"
      value={progress}
    />
  );
}

/** A failed analysis: the server's reason, and a way to ask again. */
export function AnalysisFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{error ?? 'The analysis could not be completed.'}</p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
