import { useRegenerateProjectSummary } from '../../../api/queries/projectSummary';
import { Button } from '../../../ui/Button';
import * as styles from './insights.css';

/**
 * Shown when answers were added or removed after the insights were generated. They are
 * stored so a reload shows the same text; replacing them is the user's decision.
 */
export function StaleNotice({ projectId }: { projectId: string }) {
  const regenerate = useRegenerateProjectSummary(projectId);
  return (
    <div className={styles.staleNote}>
      <p>
        New answers have arrived since these insights were generated. Regenerate them to include
        every answer.
      </p>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => regenerate.mutate()}
        isPending={regenerate.isPending}
        pendingLabel="Regenerating..."
      >
        Regenerate
      </Button>
    </div>
  );
}
