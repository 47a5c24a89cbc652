import type { Knex } from 'knex';
import type { InterviewQuality, InterviewQualityMap } from '../../sync/contract';
import { type AnswerAssessment, assessAnswer } from '../quality/answerQuality';
import { assessInterview } from '../quality/interviewQuality';
import type { Sentence } from '../text/sentences';
import { type AnswerRecord, loadAnswerRecords } from './answerRecordLoader';

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

/** Interview quality for each id, from its stored answers (an id without answers gets score null). */
export function interviewQualities(
  interviewIds: readonly string[],
  records: readonly AnswerRecord[],
  assessments: ReadonlyMap<string, AnswerAssessment>,
): Map<string, InterviewQuality> {
  const byInterview = new Map<string, AnswerAssessment[]>(interviewIds.map((id) => [id, []]));
  for (const record of records) {
    byInterview.get(record.interviewId)?.push(assessments.get(record.answerId)!);
  }
  return new Map([...byInterview].map(([id, answers]) => [id, assessInterview(answers)]));
}

export interface QualityMapScope {
  /** Clients the caller may read; null means every client (admins). */
  clients: readonly string[] | null;
  client: string | null;
  projectId: string | null;
}

/**
 * Score and review flag of every interview in scope. Scoring reads every answer with
 * wink-nlp, which is why the interview list does not carry it (see the route).
 */
export async function scoreInterviewQualities(
  trx: Knex,
  scope: QualityMapScope,
): Promise<InterviewQualityMap> {
  const interviews = trx('interviews').orderBy('id');
  if (scope.clients) interviews.whereIn('client', [...scope.clients]);
  if (scope.client != null) interviews.where('client', scope.client);
  if (scope.projectId != null) interviews.where('project_id', scope.projectId);
  const ids: string[] = await interviews.pluck('id');
  const records = await loadAnswerRecords(trx, scope);
  const qualities = interviewQualities(ids, records, assessRecords(records));
  return Object.fromEntries(
    [...qualities].map(([id, quality]) => [
      id,
      { score: quality.score, flaggedForReview: quality.flaggedForReview },
    ]),
  );
}
