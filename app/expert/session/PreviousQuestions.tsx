import { Disclosure } from '../../ui/Accordion';
import * as styles from './session.css';
import { type PreviousEntry, previewAnswer } from './sessionView';

function answerText(entry: PreviousEntry): string {
  if (entry.answer.trim()) return previewAnswer(entry.answer);
  // A recording whose transcript the server has not produced yet.
  return entry.state === 'on-device' ? 'Recorded answer' : 'Recorded answer, transcribing…';
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
