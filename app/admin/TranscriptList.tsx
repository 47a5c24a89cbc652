import type { TranscriptAnswer, TranscriptQuestion } from '../../sync/contract/analytics';
import { SKIPPED_ANSWER } from '../../sync/contract/common';
import { Badge } from '../ui/Badge';
import { AnswerAdditions } from './AnswerAdditions';
import * as styles from './InterviewDetail.css';

/**
 * Each question of an interview with its answer, in interview order. AI follow-ups are
 * marked and indented under the question they follow; each answer shows the quality
 * flags the server found in it.
 */
export function TranscriptList({ questions }: { questions: readonly TranscriptQuestion[] }) {
  const numbers = baseQuestionNumbers(questions);
  return (
    <ol className={styles.transcript}>
      {questions.map((question) => (
        <li
          key={question.id}
          className={`${styles.item} ${question.questionType === 'followup' ? styles.followup : ''}`}
        >
          <p className={styles.questionLine}>
            <span className={styles.marker}>
              {question.questionType === 'followup' ? (
                <Badge tone="info">AI Follow-up</Badge>
              ) : (
                <span className={styles.number}>Q{numbers.get(question.id)}</span>
              )}
            </span>
            {question.questionText}
          </p>
          <AnswerView answer={question.answer} />
        </li>
      ))}
    </ol>
  );
}

/** Base questions numbered 1, 2, 3… in order; follow-ups carry a badge instead. */
function baseQuestionNumbers(questions: readonly TranscriptQuestion[]): Map<string, number> {
  const base = questions.filter((question) => question.questionType !== 'followup');
  return new Map(base.map((question, index) => [question.id, index + 1]));
}

function AnswerView({ answer }: { answer: TranscriptAnswer | null }) {
  if (!answer) return <p className={styles.noAnswer}>Not answered yet</p>;
  return (
    <>
      <AnswerText answer={answer} />
      {answer.quality.reasons.length > 0 && (
        <ul className={styles.answerFlags} aria-label="Quality flags">
          {answer.quality.reasons.map((reason) => (
            <li key={reason.code}>
              <Badge tone={reason.flagsForReview ? 'danger' : 'warning'}>{reason.message}</Badge>
            </li>
          ))}
        </ul>
      )}
      {/* After the answer's own flags, which are about it, not about what was added. */}
      <AnswerAdditions additions={answer.additions} />
    </>
  );
}

function AnswerText({ answer }: { answer: TranscriptAnswer }) {
  if (answer.answerText === SKIPPED_ANSWER) return <Badge>Skipped</Badge>;
  if (answer.answerText.trim()) return <p className={styles.answer}>{answer.answerText}</p>;
  if (answer.transcriptionStatus === 'pending') {
    return <p className={styles.noAnswer}>Voice answer: the transcript is on its way</p>;
  }
  if (answer.transcriptionStatus === 'failed') {
    return <p className={styles.noAnswer}>Voice answer: transcription failed</p>;
  }
  return <p className={styles.noAnswer}>Empty answer</p>;
}
