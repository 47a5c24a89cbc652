import type { Knex } from 'knex';
import { SKIPPED_ANSWER, type TranscriptionStatus } from '../../sync/contract';
import { answerPassages, normaliseDates } from '../retrieval/answerScope';
import type { AnswerPassage } from '../retrieval/types';

/**
 * A stored answer, skips and audio-only answers included, with what is needed to
 * quote it (AnswerPassage: `text` is the raw answer text) and to judge its recording.
 */
/**
 * Answers as a reader meets them: oldest project, interview and question first. Over
 * `answers a`, `questions q`, `interviews i` and `projects p`.
 */
export const READING_ORDER = [
  { column: 'p.created_at' },
  { column: 'p.id' },
  { column: 'i.created_at' },
  { column: 'i.id' },
  { column: 'q.order_index' },
  { column: 'q.created_at' },
  { column: 'a.id' },
];

export interface AnswerRecord extends AnswerPassage {
  transcript: string | null;
  transcriptionStatus: TranscriptionStatus;
  hasAudio: boolean;
  durationMs: number | null;
  /** 0-1, the speech engine's confidence in `transcript`; null when unknown or typed. */
  transcriptConfidence: number | null;
}

export interface AnswerRecordFilter {
  interviewIds?: readonly string[];
  /** Any of these clients; null or absent means every client. */
  clients?: readonly string[] | null;
  client?: string | null;
  /** Only this company's experts; null or absent means every company. */
  company?: string | null;
  projectId?: string | null;
}

/**
 * Every answer matching the filter (all given conditions apply), in reading order:
 * project, interview, question. One query whatever the number of interviews.
 */
export async function loadAnswerRecords(
  trx: Knex,
  filter: AnswerRecordFilter,
): Promise<AnswerRecord[]> {
  const query = answerPassages(trx)
    .select({
      transcript: 'a.transcript',
      transcriptionStatus: 'a.transcription_status',
      durationMs: 'a.audio_duration_ms',
      transcriptConfidence: 'a.transcript_confidence',
    })
    .select(trx.raw('(a.audio_path is not null) as "hasAudio"'))
    .orderBy(READING_ORDER);
  if (filter.interviewIds) query.whereIn('a.interview_id', [...filter.interviewIds]);
  if (filter.clients) query.whereIn('i.client', [...filter.clients]);
  // Compared with null, not truthiness: an empty string must narrow to nothing, not widen.
  if (filter.client != null) query.where('i.client', filter.client);
  if (filter.company != null) query.where('i.company', filter.company);
  if (filter.projectId != null) query.where('i.project_id', filter.projectId);
  return normaliseDates((await query) as AnswerRecord[]);
}

/** Answers a reader can quote: not skipped, not blank (AnswerPassage's contract). */
export function isRealAnswer(record: AnswerPassage): boolean {
  const text = record.text.trim();
  return text !== '' && text !== SKIPPED_ANSWER;
}
