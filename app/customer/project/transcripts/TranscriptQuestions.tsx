import { useEffect } from 'react';
import type { TranscriptQuestion } from '../../../../sync/contract/analytics';
import { AnswerAdditions } from '../../../admin/AnswerAdditions';
import { Badge } from '../../../ui/Badge';
import { EmptyState } from '../../../ui/EmptyState';
import * as styles from './transcripts.css';
import { answerElementId, answerView, transcriptThreads } from './transcriptThreads';

/**
 * The transcript's questions in interview order, each with its answer; AI follow-ups
 * are marked and indented under the base question they follow. With `focusAnswerId`
 * that answer is highlighted, scrolled into view and focused, so a citation lands on
 * the words it quotes.
 */
export function TranscriptQuestions({
  questions,
  focusAnswerId,
}: {
  questions: readonly TranscriptQuestion[];
  focusAnswerId?: string;
}) {
  useEffect(() => {
    if (!focusAnswerId) return;
    const element = document.getElementById(answerElementId(focusAnswerId));
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [focusAnswerId]);

  if (questions.length === 0) {
    return (
      <EmptyState
        title="No questions yet"
        description="The questions appear here once the expert starts the interview."
      />
    );
  }
  return (
    <section
      aria-label="Questions and answers"
      // The dialog body scrolls a long transcript and holds nothing focusable: this tab
      // stop lets keyboard users scroll it with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll target, on purpose.
      tabIndex={0}
      className={styles.scrollTarget}
    >
      <ol className={styles.threads}>
        {transcriptThreads(questions).map((thread, index) => (
          <li key={thread.question.id} className={styles.entry}>
            <QuestionEntry question={thread.question} number={index + 1} focus={focusAnswerId} />
            {thread.followups.length > 0 && (
              <ol className={styles.followups} aria-label="AI follow-ups">
                {thread.followups.map((followup) => (
                  <li key={followup.id} className={styles.entry}>
                    <QuestionEntry question={followup} focus={focusAnswerId} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function QuestionEntry({
  question,
  number,
  focus,
}: {
  question: TranscriptQuestion;
  /** Base questions are numbered; follow-ups carry the badge instead. */
  number?: number;
  focus?: string;
}) {
  const isFollowup = question.questionType === 'followup';
  const isFocused = question.answer !== null && question.answer.id === focus;
  return (
    <>
      {isFollowup && (
        <span className={styles.followupMark}>
          <Badge tone="info">AI Follow-up</Badge>
        </span>
      )}
      <p className={styles.questionLine}>
        {!isFollowup && number !== undefined && <span className={styles.number}>Q{number}</span>}
        <span className={styles.questionText}>{question.questionText}</span>
      </p>
      <div
        id={question.answer ? answerElementId(question.answer.id) : undefined}
        className={`${styles.answer} ${isFocused ? styles.focusedAnswer : ''}`}
        // Only the cited answer takes focus (programmatically), so it is announced.
        tabIndex={isFocused ? -1 : undefined}
        data-focused={isFocused || undefined}
      >
        {isFocused && (
          <div className={styles.citedMark}>
            <Badge tone="info">Cited answer</Badge>
          </div>
        )}
        <AnswerBody question={question} />
        {question.answer && <AnswerAdditions additions={question.answer.additions} />}
      </div>
    </>
  );
}

function AnswerBody({ question }: { question: TranscriptQuestion }) {
  const view = answerView(question.answer);
  switch (view.kind) {
    case 'text':
      // Plain text on purpose: answers are what experts typed or said, markup included.
      return <p className={styles.answerText}>{view.text}</p>;
    case 'skipped':
      return <Badge>Skipped</Badge>;
    case 'notAnswered':
      return <p className={styles.noAnswer}>Not answered</p>;
    case 'transcribing':
      return <p className={styles.noAnswer}>Voice answer: the transcript is on its way</p>;
    case 'transcriptionFailed':
      return <p className={styles.noAnswer}>Voice answer: transcription failed</p>;
    case 'empty':
      return <p className={styles.noAnswer}>Empty answer</p>;
  }
}
