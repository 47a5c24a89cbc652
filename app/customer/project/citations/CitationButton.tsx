import { Button as RacButton } from 'react-aria-components';
import type { Citation } from '../../../../sync/contract/customer';
import * as styles from './citations.css';

/** Opens the transcript of a cited interview, scrolled to the quoted answer. */
export type OpenCitation = (citation: Citation) => void;

/**
 * A quote from an expert's answer, attributed to the expert and their company. The
 * whole quote is the button: pressing it opens the interview's transcript at that
 * answer, so every claim can be checked against what was actually said.
 */
export function CitationButton({
  citation,
  onOpen,
  showQuestion = false,
}: {
  citation: Citation;
  onOpen: OpenCitation;
  /** Sources lists name the question answered too. */
  showQuestion?: boolean;
}) {
  return (
    <RacButton className={styles.citation} onPress={() => onOpen(citation)}>
      <span className={styles.quote}>“{citation.quote}”</span>
      <span className={styles.attribution}>
        <span className={styles.expert}>{citation.expertName}</span>, {citation.company}
      </span>
      {showQuestion && <span className={styles.question}>Q: {citation.questionText}</span>}
      <span className={styles.open}>View in transcript</span>
    </RacButton>
  );
}

/** Several citations as a list. */
export function CitationList({
  citations,
  onOpen,
  showQuestion,
  label,
}: {
  citations: readonly Citation[];
  onOpen: OpenCitation;
  showQuestion?: boolean;
  /** Names the list for assistive technology ('Quotes', 'Sources'). */
  label: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {citations.map((citation) => (
        // The same answer may be quoted twice, with different words.
        <li key={`${citation.answerId}:${citation.quote}`}>
          <CitationButton citation={citation} onOpen={onOpen} showQuestion={showQuestion} />
        </li>
      ))}
    </ul>
  );
}
