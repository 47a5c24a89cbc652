import type { AnswerAddition } from '../../sync/contract/session';
import { formatDateTime } from '../lib/dateFormat';
import * as styles from './AnswerAdditions.css';

export const ADDITION_LABEL = 'Addition from another device';

/**
 * What an expert sent from a second device after the question was answered on the
 * first, under the answer it adds to; the admin's and the customer's transcripts both
 * show it, so nothing the expert said is missing from either.
 */
export function AnswerAdditions({ additions }: { additions: readonly AnswerAddition[] }) {
  if (additions.length === 0) return null;
  return (
    <ul className={styles.additions} aria-label="Additions from another device">
      {additions.map((addition) => (
        <li key={addition.id} className={styles.addition}>
          <span className={styles.label}>
            {ADDITION_LABEL}, {formatDateTime(addition.createdAt)}
          </span>
          <AdditionText addition={addition} />
        </li>
      ))}
    </ul>
  );
}

function AdditionText({ addition }: { addition: AnswerAddition }) {
  if (addition.text.trim()) return <p className={styles.text}>{addition.text}</p>;
  const status =
    addition.transcriptionStatus === 'pending'
      ? 'Voice addition: the transcript is on its way'
      : addition.transcriptionStatus === 'failed'
        ? 'Voice addition: transcription failed'
        : 'Empty addition';
  return <p className={styles.pending}>{status}</p>;
}
