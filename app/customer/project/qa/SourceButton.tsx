import { Button as RacButton } from 'react-aria-components';
import type { Citation } from '../../../../sync/contract/customer';
import type { OpenCitation } from '../citations/CitationButton';
import * as styles from './qa.css';

/**
 * A source as a person reads it (expert, company, the question they answered); pressing
 * it opens the transcript at that answer. The quote itself is in the answer above.
 */
export function SourceButton({ citation, onOpen }: { citation: Citation; onOpen: OpenCitation }) {
  return (
    <RacButton className={styles.sourceButton} onPress={() => onOpen(citation)}>
      <span>
        <strong>{citation.expertName}</strong>, {citation.company}, answering “
        {citation.questionText}”
      </span>
      <span className={styles.sourceOpen}>View in transcript</span>
    </RacButton>
  );
}
