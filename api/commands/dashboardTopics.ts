import type { Knex } from 'knex';
import {
  type CountedCandidate,
  candidateTopics,
  isAbout,
  type QuestionTerms,
  rankTopics,
} from '../ai/insights/questionTopics';
import { READING_ORDER } from './answerRecordLoader';
import {
  answersInScope,
  BASE_QUESTION_TEXT,
  type DashboardFilter,
  type TopicMatch,
} from './dashboardScope';

/**
 * The dashboard's topics (api/ai/insights/questionTopics.ts has the rule), counted by
 * PostgreSQL: the server reads the question texts in scope, which are few, and gets back
 * counts per candidate topic. Reading every answer's stems into the server instead grew
 * it by 140 MB at 50,000 answers, and the process kept that memory.
 */
export async function topicsInScope(
  knex: Knex,
  filter: DashboardFilter,
  about: TopicMatch | null,
  limit: number,
  questionTerms: QuestionTerms,
): Promise<CountedCandidate[]> {
  const scope = () =>
    answersInScope(knex, filter, about).where('f.has_text', true).clearSelect().clearOrder();
  const questions = await questionsInReadingOrder(knex, scope());
  const candidates = candidateTopics(questions).map((candidate, k) => ({
    k,
    ...candidate,
    stems: [...new Set(candidate.stems)],
    questions: questions.filter((text) => isAbout(candidate.stems, questionTerms.of(text))),
  }));
  if (candidates.length === 0) return [];
  const { counts, pairs } = await countCandidates(knex, scope(), candidates);
  const shared = new Map(pairs.map((pair) => [`${pair.topic} ${pair.other}`, pair.shared]));
  const countsOf = new Map<number, CandidateCounts['counts']>();
  for (const row of counts) {
    const rows = countsOf.get(row.k);
    if (rows) rows.push(row);
    else countsOf.set(row.k, [row]);
  }
  const counted = candidates.map((candidate) => {
    const rows = countsOf.get(candidate.k) ?? [];
    return {
      ...candidate,
      answers: rows.reduce((sum, row) => sum + row.answers, 0),
      companies: rows.map((row) => row.company).sort((a, b) => a.localeCompare(b)),
    };
  });
  return rankTopics(counted, limit, (topic, better) => shared.get(`${topic.k} ${better.k}`) ?? 0);
}

/** The base questions of the answers in scope, each where its first answer is read. */
async function questionsInReadingOrder(knex: Knex, scope: Knex.QueryBuilder): Promise<string[]> {
  const readingOrder = READING_ORDER.map(({ column }) => column).join(', ');
  const positioned = scope
    .join('projects as p', 'p.id', 'i.project_id')
    .select(knex.raw(`${BASE_QUESTION_TEXT} as question_text`))
    .select(knex.raw(`row_number() over (order by ${readingOrder}) as position`));
  const rows: { question_text: string }[] = await knex
    .from(positioned.as('positioned'))
    .groupBy('question_text')
    .orderByRaw('min(position)')
    .select('question_text');
  return rows.map((row) => row.question_text);
}

interface Candidate {
  k: number;
  stems: string[];
  questions: string[];
}

interface CandidateCounts {
  /** Answers about each candidate, per company of their experts. */
  counts: { k: number; company: string; answers: number }[];
  /** Answers about both topics, for each ordered pair of candidates sharing a stem. */
  pairs: { topic: number; other: number; shared: number }[];
}

/**
 * One statement: which answers are about which candidate, then the counts. An answer is
 * about a candidate through its base question (one of the candidate's questions) or else
 * through its own stems, which the index of migration 021 finds; the two ways are kept
 * apart, so no answer is counted twice.
 */
async function countCandidates(
  knex: Knex,
  scope: Knex.QueryBuilder,
  candidates: readonly Candidate[],
): Promise<CandidateCounts> {
  const answers = scope.select(
    'a.id',
    'i.company',
    knex.raw(`${BASE_QUESTION_TEXT} as question_text`),
  );
  const { rows } = await knex.raw(
    `with scope as (?),
    candidates as (
      select * from jsonb_to_recordset(?::jsonb) as c(k int, stems text[], questions text[])
    ),
    matches as (
      select c.k, s.id, s.company
      from candidates c
      join answer_features stemmed on stemmed.terms @> c.stems
      join scope s on s.id = stemmed.answer_id and s.question_text <> all(c.questions)
      union all
      select c.k, s.id, s.company
      from candidates c, unnest(c.questions) as asked(question_text)
      join scope s using (question_text)
    ),
    related as (
      select distinct a.k as topic, b.k as other
      from candidates a join candidates b on a.stems && b.stems and a.k <> b.k
    )
    select
      (select coalesce(json_agg(counted), '[]') from (
        select k, company, count(*)::int as answers from matches group by k, company
      ) counted) as counts,
      (select coalesce(json_agg(paired), '[]') from (
        select r.topic, r.other, count(*)::int as shared
        from (select array_agg(k) as ks from matches group by id) answer_topics
        join related r on answer_topics.ks @> array[r.topic, r.other]
        group by r.topic, r.other
      ) paired) as pairs`,
    [
      answers,
      JSON.stringify(candidates.map(({ k, stems, questions }) => ({ k, stems, questions }))),
    ],
  );
  return rows[0] as CandidateCounts;
}
