import { confirmsTranscript, isTranscriptCheck, transcriptCheck } from './transcriptCheck';
import type { FollowupDecision, FollowupRequest, PreviousExchange } from './types';

/** One question of a base question's thread, with its answer when it has one. */
export interface ThreadExchange {
  questionText: string;
  answer: ExchangeAnswer | null;
}

export interface ExchangeAnswer {
  text: string;
  /** Null for typed text; otherwise the engine's confidence (null when unknown). */
  speech: { confidence: number | null } | null;
}

/** Machine-heard unless typed: what the stored answer's fields say about its text. */
export function answerSpeech(answer: {
  answerText: string;
  transcript: string | null;
  audioPath: string | null;
  transcriptConfidence: number | null;
}): ExchangeAnswer['speech'] {
  if (!answer.audioPath) return null;
  // Not transcribed on the server yet: the text is the app's own transcript, perhaps edited.
  if (answer.transcript === null) return { confidence: null };
  // Text that differs from the transcript was typed or corrected by the expert.
  if (answer.transcript.trim() !== answer.answerText.trim()) return null;
  return { confidence: answer.transcriptConfidence };
}

export type FollowupSubject =
  /** Ask the engine about this exchange. */
  | { advise: FollowupRequest }
  /** Decided without the engine: a transcript check, or nothing. */
  | { decided: FollowupDecision };

/**
 * What a follow-up to the thread's exchange at `position` should be about. A doubtful
 * transcript is checked with the expert (once per thread) instead of being followed
 * up; the reply to a check stands for the answer it checked: a confirmation
 * ("yes") makes the original trusted, anything else replaces it.
 */
export function followupSubject(
  thread: readonly ThreadExchange[],
  position: number,
  projectName: string | null,
): FollowupSubject {
  const current = thread[position];
  if (!current?.answer) return { decided: { ask: false, reason: 'Nothing was answered' } };
  const replyToCheck = isTranscriptCheck(current.questionText) && position > 0;
  const checked = replyToCheck ? thread[position - 1] : undefined;
  const subjectPosition = checked ? position - 1 : position;
  const subject = checked?.answer
    ? confirmsTranscript(current.answer.text)
      ? { ...checked.answer, speech: null }
      : current.answer
    : current.answer;
  const questionText = (checked ?? current).questionText;

  if (subject.speech) {
    const check = transcriptCheck(subject.text, subject.speech.confidence);
    if (check) {
      const checkedBefore = thread.some((exchange) => isTranscriptCheck(exchange.questionText));
      return checkedBefore
        ? {
            decided: {
              ask: false,
              reason: 'The transcript is doubtful and was checked once already',
            },
          }
        : { decided: check };
    }
  }
  return {
    advise: {
      projectName,
      questionText,
      answerText: subject.text,
      previous: earlierExchanges(thread.slice(0, subjectPosition)),
      ...(subject.speech ? { speech: subject.speech } : {}),
    },
  };
}

function earlierExchanges(exchanges: readonly ThreadExchange[]): PreviousExchange[] {
  return exchanges.flatMap(({ questionText, answer }) =>
    answer && !isTranscriptCheck(questionText)
      ? [{ question: questionText, answer: answer.text }]
      : [],
  );
}
