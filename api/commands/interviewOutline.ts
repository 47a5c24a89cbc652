import type { Knex } from 'knex';
import { compiledQuery } from '../db/compiledQuery';
import { type Answer, Question } from '../models';
import { QUESTION_ORDER } from './questionOrder';

/** What the session screen and the follow-up decision read of an answer. */
export type OutlineAnswer = Pick<
  Answer,
  | 'answerText'
  | 'transcript'
  | 'audioPath'
  | 'transcriptConfidence'
  | 'createdAt'
  | 'audioDurationMs'
  | 'transcriptionStatus'
  | 'followupStatus'
>;

/** One question of the interview, in interview order, with its answer if it has one. */
export interface OutlineEntry {
  question: Question;
  answer: OutlineAnswer | undefined;
}

/** A question's columns, and its answer's under `outline_` names (null when unanswered). */
type OutlineRow = Record<string, unknown> & {
  outline_answer_id: string | null;
  outline_answer_text: string;
  outline_transcript: string | null;
  outline_audio_path: string | null;
  outline_transcript_confidence: number | string | null;
  outline_created_at: Date | string;
  outline_audio_duration_ms: number | string | null;
  outline_transcription_status: OutlineAnswer['transcriptionStatus'];
  outline_followup_status: OutlineAnswer['followupStatus'];
};

/** Compiled once: every answer and every session screen reads it. */
const outlineRows = compiledQuery<[string], OutlineRow>((knex, interviewId) =>
  knex('questions as q')
    // The answer's interview as well as its question: with only the question, PostgreSQL's
    // plan hashes every answer in the table (2.1 ms at 2,000 answers, against 0.3 ms).
    .leftJoin('answers as a', (join) =>
      join.on('a.question_id', 'q.id').andOn('a.interview_id', 'q.interview_id'),
    )
    .where('q.interview_id', interviewId)
    .orderBy(QUESTION_ORDER.map((order) => ({ ...order, column: `q.${order.column}` })))
    .select(
      'q.*',
      'a.id as outline_answer_id',
      'a.answer_text as outline_answer_text',
      'a.transcript as outline_transcript',
      'a.audio_path as outline_audio_path',
      'a.transcript_confidence as outline_transcript_confidence',
      'a.created_at as outline_created_at',
      'a.audio_duration_ms as outline_audio_duration_ms',
      'a.transcription_status as outline_transcription_status',
      'a.followup_status as outline_followup_status',
    ),
);

/**
 * Every question of the interview in interview order, each with its answer (one at most:
 * answers.question_id is unique), in one statement.
 */
export async function loadInterviewOutline(db: Knex, interviewId: string): Promise<OutlineEntry[]> {
  const rows = await outlineRows(db, interviewId);
  return rows.map((row) => {
    const {
      outline_answer_id: answerId,
      outline_answer_text: answerText,
      outline_transcript: transcript,
      outline_audio_path: audioPath,
      outline_transcript_confidence: transcriptConfidence,
      outline_created_at: createdAt,
      outline_audio_duration_ms: audioDurationMs,
      outline_transcription_status: transcriptionStatus,
      outline_followup_status: followupStatus,
      ...questionColumns
    } = row;
    const answer: OutlineAnswer | undefined = answerId
      ? {
          answerText,
          transcript,
          audioPath,
          transcriptConfidence: transcriptConfidence === null ? null : Number(transcriptConfidence),
          createdAt: new Date(createdAt),
          audioDurationMs: audioDurationMs === null ? null : Number(audioDurationMs),
          transcriptionStatus,
          followupStatus,
        }
      : undefined;
    return { question: Question.fromDatabaseJson(questionColumns), answer };
  });
}
