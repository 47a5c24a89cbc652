import type { Knex } from 'knex';
import type { InterviewQualitySummary } from '../../sync/contract';
import type { KeysetOrder } from '../pagination/keysetPage';
import {
  type AnswerFeatureScope,
  joinCurrentFeatures,
  narrowToScope,
  storeAnswerFeatures,
} from '../quality/answerFeatureStore';
import { type AnswerAssessment, assessAnswer } from '../quality/answerQuality';
import { type AnswerTally, judgeTally } from '../quality/interviewQuality';
import type { Sentence } from '../text/sentences';
import type { AnswerRecord } from './answerRecordLoader';

/** Each record's assessment, by answer id; `sentences` reuses text already split. */
export function assessRecords(
  records: readonly AnswerRecord[],
  sentences: ReadonlyMap<string, readonly Sentence[]> = new Map(),
): Map<string, AnswerAssessment> {
  return new Map(
    records.map((record) => [
      record.answerId,
      assessAnswer(record, sentences.get(record.answerId)),
    ]),
  );
}

/**
 * The quality list's order: by id alone, which needs no other column to page on. Unqualified,
 * so the same text names the outer `interviews as i` and the cursor's own subquery.
 */
export const BY_INTERVIEW_ID: KeysetOrder = { table: 'interviews', keys: ['id'], direction: 'asc' };

/**
 * The ids of the interviews in scope, for keysetPage: narrowed as the answers are
 * (narrowToScope), so ids the caller may not read are simply not among them.
 */
export function interviewsInQualityScope(knex: Knex, scope: AnswerFeatureScope) {
  return narrowToScope(knex('interviews as i').select<{ id: string }[]>('i.id'), scope);
}

/**
 * Score and review flag of each of these interviews, tallied in SQL from the answers'
 * stored features (api/quality/answerFeatureStore.ts) and judged by the same rules as
 * one transcript's (judgeTally): answers without a current row are analysed first. The
 * caller has checked that every id is the caller's to read.
 */
export async function scoreInterviewQualities(
  knex: Knex,
  interviewIds: readonly string[],
): Promise<Map<string, InterviewQualitySummary>> {
  const scope = { interviewIds };
  await storeAnswerFeatures(knex, scope);
  const answers = joinCurrentFeatures(
    knex('answers as a').join('interviews as i', 'i.id', 'a.interview_id'),
    'join',
  );
  const tallies: (AnswerTally & { interviewId: string })[] = await narrowToScope(answers, scope)
    .groupBy('a.interview_id')
    .select({ interviewId: 'a.interview_id' })
    .select(
      knex.raw(`count(*)::int as answers,
        (count(*) filter (where f.skipped))::int as skipped,
        coalesce(sum(f.score), 0)::int as "scoreSum",
        count(f.score)::int as scored,
        (percentile_disc(0.5) within group (order by f.words)
          filter (where f.has_text))::int as "medianWords",
        (count(*) filter (where f.vague))::int as vague,
        (count(*) filter (where f.low_quality_transcript))::int as "lowQualityTranscripts"`),
    );
  const byInterview = new Map(tallies.map(({ interviewId, ...tally }) => [interviewId, tally]));
  return new Map(
    interviewIds.map((id) => {
      const quality = judgeTally(byInterview.get(id) ?? NO_ANSWERS);
      return [id, { score: quality.score, flaggedForReview: quality.flaggedForReview }];
    }),
  );
}

const NO_ANSWERS: AnswerTally = {
  answers: 0,
  skipped: 0,
  scoreSum: 0,
  scored: 0,
  medianWords: null,
  vague: 0,
  lowQualityTranscripts: 0,
};
