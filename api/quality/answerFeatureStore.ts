import type { Knex } from 'knex';
import type { TranscriptionStatus } from '../../sync/contract';
import type { Answer } from '../models';
import { ANSWER_ANALYSIS_VERSION, type AnswerFeatures, analyseAnswer } from './answerFeatures';

/** Which answers to bring up to date; every condition given applies. */
export interface AnswerFeatureScope {
  answerIds?: readonly string[];
  /** Any of these clients; null or absent means every client. */
  clients?: readonly string[] | null;
  client?: string | null;
  company?: string | null;
  projectId?: string | null;
  /** Only these interviews' answers. */
  interviewIds?: readonly string[];
}

/** Answers analysed and written per statement: bounds memory and statement size. */
const BATCH = 500;

/**
 * What the stored row was computed from, hashed in SQL both when the answer is read for
 * analysis and when the row is written: an answer changed in between (the trigger of
 * migration 016 has just deleted its row) is not given features of its old text.
 */
const SOURCE_FINGERPRINT = `md5(row(a.answer_text, a.transcript, a.transcription_status,
  a.audio_path is not null, a.audio_duration_ms, a.transcript_confidence)::text)`;

/**
 * Joins `answers as a` to its current feature row as `f` (none when missing or computed
 * by an older analysis).
 */
export function joinCurrentFeatures(query: Knex.QueryBuilder, join: 'join' | 'leftJoin') {
  return query[join]('answer_features as f', (on) =>
    on.on('f.answer_id', '=', 'a.id').andOnVal('f.analysis_version', '=', ANSWER_ANALYSIS_VERSION),
  );
}

export interface UnanalysedAnswer {
  id: string;
  /** Of the row as read; null for a row this transaction has just written (nothing changed it since). */
  fingerprint: string | null;
  text: string;
  transcript: string | null;
  transcriptionStatus: TranscriptionStatus;
  hasAudio: boolean;
  durationMs: number | null;
  transcriptConfidence: number | null;
}

/**
 * Analyses every answer in scope that has no current feature row and stores the rows;
 * resolves to how many it stored. Called where an answer is saved or transcribed, and by
 * the dashboard for any it still finds missing, so every reader sees every answer.
 *
 * The answers are found through the list migration 022's triggers keep, plus any row an
 * older analysis wrote (by the version's index): a lookup, where comparing every answer
 * with its feature row cost about 260 ms at 50,000 answers with none missing.
 */
export async function storeAnswerFeatures(
  knex: Knex,
  scope: AnswerFeatureScope,
  batchSize = BATCH,
): Promise<number> {
  const awaiting = knex('answers as a')
    .join('interviews as i', 'i.id', 'a.interview_id')
    .whereRaw(
      `a.id in (select answer_id from answers_awaiting_analysis
        union all
        select answer_id from answer_features where analysis_version < ? or analysis_version > ?)`,
      [ANSWER_ANALYSIS_VERSION, ANSWER_ANALYSIS_VERSION],
    );
  const ids: string[] = await narrowToScope(awaiting, scope).orderBy('a.id').pluck('a.id');
  return analyseInBatches(knex, ids, batchSize);
}

/**
 * Migration 019's pass over every answer, which runs before the list of answers awaiting
 * analysis exists (022): finds them by comparing each answer with its feature row.
 */
export async function storeEveryMissingAnswerFeature(knex: Knex): Promise<number> {
  const ids: string[] = await joinCurrentFeatures(knex('answers as a'), 'leftJoin')
    .whereNull('f.answer_id')
    .orderBy('a.id')
    .pluck('a.id');
  return analyseInBatches(knex, ids, BATCH);
}

/**
 * Only the ids are held at once and the texts are read a batch at a time, so the memory
 * held does not grow with how many answers a bulk load left unanalysed.
 */
async function analyseInBatches(knex: Knex, ids: readonly string[], batchSize: number) {
  let stored = 0;
  for (let start = 0; start < ids.length; start += batchSize) {
    const answers = await readForAnalysis(knex, ids.slice(start, start + batchSize));
    if (answers.length > 0) await writeFeatures(knex, answers);
    stored += answers.length;
  }
  return stored;
}

/**
 * The answers as the analysis reads them, with the fingerprint of what was read. One
 * analysed meanwhile by another caller is read again: writing its row twice is harmless.
 */
function readForAnalysis(knex: Knex, ids: readonly string[]): Promise<UnanalysedAnswer[]> {
  return knex('answers as a')
    .whereIn('a.id', [...ids])
    .select({
      id: 'a.id',
      text: 'a.answer_text',
      transcript: 'a.transcript',
      transcriptionStatus: 'a.transcription_status',
      durationMs: 'a.audio_duration_ms',
      transcriptConfidence: 'a.transcript_confidence',
    })
    .select(knex.raw('(a.audio_path is not null) as "hasAudio"'))
    .select(knex.raw(`${SOURCE_FINGERPRINT} as fingerprint`));
}

/**
 * An answer the caller is inserting in its transaction, as the analysis reads it: no
 * fingerprint, since nothing else can have changed it yet.
 */
export function newAnswerToAnalyse(answer: Answer): UnanalysedAnswer {
  return {
    id: answer.id,
    fingerprint: null,
    text: answer.answerText,
    transcript: answer.transcript,
    transcriptionStatus: answer.transcriptionStatus,
    hasAudio: answer.audioPath !== null,
    durationMs: answer.audioDurationMs,
    transcriptConfidence: answer.transcriptConfidence,
  };
}

/** Narrows a query over `answers as a` joined to `interviews as i` to the scope. */
export function narrowToScope(query: Knex.QueryBuilder, scope: AnswerFeatureScope) {
  if (scope.answerIds) query.whereIn('a.id', [...scope.answerIds]);
  if (scope.clients) query.whereIn('i.client', [...scope.clients]);
  // Compared with null, not truthiness: an empty string must narrow to nothing, not widen.
  if (scope.client != null) query.where('i.client', scope.client);
  if (scope.company != null) query.where('i.company', scope.company);
  if (scope.projectId != null) query.where('i.project_id', scope.projectId);
  // One statement text for any number of ids, where whereIn would make one per count.
  if (scope.interviewIds) query.whereRaw('i.id = any(?)', [[...scope.interviewIds]]);
  return query;
}

async function writeFeatures(knex: Knex, answers: readonly UnanalysedAnswer[]) {
  await knex.raw(
    `${INSERT_FEATURES}
     join answers a on a.id = x.answer_id
       and (x.fingerprint is null or ${SOURCE_FINGERPRINT} = x.fingerprint)
     on conflict (answer_id) do update set
       analysis_version = excluded.analysis_version, score = excluded.score,
       words = excluded.words, vague = excluded.vague, skipped = excluded.skipped,
       has_text = excluded.has_text, specific = excluded.specific,
       transcript_judged = excluded.transcript_judged,
       low_quality_transcript = excluded.low_quality_transcript,
       sentiment = excluded.sentiment, terms = excluded.terms, analysed_at = excluded.analysed_at`,
    featureBindings(answers),
  );
}

/**
 * An insert of feature rows from a JSON array bound with `featureBindings`, as
 * `x(answer_id, fingerprint, …)`: the caller adds the join that admits each row.
 */
export const INSERT_FEATURES = `insert into answer_features (answer_id, analysis_version, score,
       words, vague, skipped, has_text, specific, transcript_judged, low_quality_transcript,
       sentiment, terms, analysed_at)
     select x.answer_id, ?, x.score, x.words, x.vague, x.skipped, x.has_text, x.specific,
       x.transcript_judged, x.low_quality_transcript, x.sentiment, x.terms, now()
     from jsonb_to_recordset(cast(? as jsonb)) as x(answer_id text, fingerprint text,
       score smallint, words integer, vague boolean, skipped boolean, has_text boolean,
       specific boolean, transcript_judged boolean, low_quality_transcript boolean,
       sentiment text, terms text[])`;

/** The two bindings of INSERT_FEATURES: the analysis version and the analysed rows. */
export function featureBindings(answers: readonly UnanalysedAnswer[]): [number, string] {
  const rows = answers.map((answer) => ({
    answer_id: answer.id,
    fingerprint: answer.fingerprint,
    ...featureColumns(analyseAnswer(answer)),
  }));
  return [ANSWER_ANALYSIS_VERSION, JSON.stringify(rows)];
}

function featureColumns(features: AnswerFeatures) {
  return {
    score: features.score,
    words: features.words,
    vague: features.vague,
    skipped: features.skipped,
    has_text: features.hasText,
    specific: features.specific,
    transcript_judged: features.transcriptJudged,
    low_quality_transcript: features.lowQualityTranscript,
    sentiment: features.sentiment,
    terms: features.terms,
  };
}
