import { Disclosure } from '../../ui/Accordion';
import { ANSWER_KIND_LABEL } from './answerWording';
import * as styles from './session.css';
import { type PreviousEntry, previewAnswer } from './sessionView';

function answerText(entry: PreviousEntry): string {
  if (entry.answer.trim()) return previewAnswer(entry.answer);
  // A recording with nothing typed beside it: its text is the server's transcript.
  if (entry.state === 'on-device') return 'The transcript comes once it is sent.';
  if (entry.state === 'transcribing') return 'Transcribing…';
  return 'No transcript could be made; the recording is kept.';
}

const STATE_LABEL: Record<PreviousEntry['state'], string | null> = {
  synced: null,
  transcribing: 'Transcribing on the server',
  'on-device': 'Saved on this device, waiting to sync',
};

/** The collapsible 'View Previous Questions (n)': each question with its answer, cut at 150 characters. */
export function PreviousQuestions({ entries }: { entries: PreviousEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Disclosure title={`View Previous Questions (${entries.length})`} headingLevel={2}>
      <ol className={styles.previousList}>
        {entries.map((entry) => (
          <li key={entry.questionId} className={styles.previousItem}>
            <span className={styles.previousQuestion}>{entry.question}</span>
            {/* '[Skipped]' already says it; typed and recorded answers are told apart. */}
            {entry.kind !== 'skipped' && (
              <span className={styles.answerState}>{ANSWER_KIND_LABEL[entry.kind]}</span>
            )}
            <span className={styles.previousAnswer}>{answerText(entry)}</span>
            {STATE_LABEL[entry.state] && (
              <span className={styles.answerState}>{STATE_LABEL[entry.state]}</span>
            )}
          </li>
        ))}
      </ol>
    </Disclosure>
  );
}
