import type { Interview } from '../../sync/contract/interviews';
import { Button } from '../ui/Button';
import { CopyButton } from '../ui/CopyButton';
import { NavButton } from '../ui/NavButton';
import { expertInterviewPath, interviewLink } from './adminLinks';
import * as styles from './sections.css';

/** Spec section 8's toast for a copied interview link. */
export const LINK_COPIED_TOAST = { title: 'Link Copied' } as const;

/**
 * What can be done with an interview from a list: view its answers, copy its shareable
 * link, or open it as the expert would (Test Interview).
 */
export function InterviewActions({
  interview,
  onView,
}: {
  interview: Interview;
  onView?: (interview: Interview) => void;
}) {
  return (
    <div className={styles.actions}>
      {onView && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`View interview with ${interview.expertName}`}
          onPress={() => onView(interview)}
        >
          View
        </Button>
      )}
      <CopyButton
        value={interviewLink(interview.id)}
        copiedToast={{
          ...LINK_COPIED_TOAST,
          description: `The interview link for ${interview.expertName} is on your clipboard.`,
        }}
        aria-label={`Copy link for ${interview.expertName}`}
      >
        Copy link
      </CopyButton>
      <NavButton to={expertInterviewPath(interview.id)} variant="ghost" size="sm">
        Test Interview
      </NavButton>
    </div>
  );
}
