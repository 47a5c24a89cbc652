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
  const counts = await countCandidates(knex, scope(), candidates);
  const countsOf = new Map<number, CandidateCount[]>();
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
  return rankWithSharedCounts(counted, limit, (pairs) =>
    sharedAnswers(knex, scope(), candidates, pairs),
  );
}

interface Pair {
  topic: number;
  other: number;
}

/**
 * Ranks the counted candidates, asking the database only for the shared answers the
 * redundancy rule reads: a candidate against the better topics already chosen that share
 * a word with it. Those pairs are known only while ranking, so a pass that meets unknown
 * pairs counts them as sharing nothing, and the pairs are fetched together before the next
 * pass; the last pass knows every pair it reads. Counting every pair of candidates sharing
 * a word at once instead took 52 s for 463 candidates at 50,000 answers.
 */
async function rankWithSharedCounts<C extends CountedCandidate & { k: number }>(
  counted: readonly C[],
  limit: number,
  fetchShared: (pairs: Pair[]) => Promise<(Pair & { shared: number })[]>,
): Promise<C[]> {
  const known = new Map<string, number>();
  const keyOf = (pair: Pair) => `${pair.topic} ${pair.other}`;
  for (;;) {
    const missing = new Map<string, Pair>();
    const chosen = rankTopics(counted, limit, (topic, better) => {
      const pair = { topic: topic.k, other: better.k };
      const shared = known.get(keyOf(pair));
      if (shared === undefined) missing.set(keyOf(pair), pair);
      return shared ?? 0;
    });
    if (missing.size === 0) return chosen;
    for (const key of missing.keys()) known.set(key, 0);
    for (const row of await fetchShared([...missing.values()])) known.set(keyOf(row), row.shared);
  }
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

interface CandidateCount {
  k: number;
  company: string;
  answers: number;
}

/**
 * Which answers are about which candidate, as CTEs over `scope` (the answers in scope)
 * and `candidates`: through the base question (one of the candidate's questions) or else
 * through the answer's own stems, which the index of migration 021 finds. The two ways
 * are kept apart, so no answer is counted twice.
 */
const MATCHES = `scope as (?),
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
    )`;

function matchBindings(knex: Knex, scope: Knex.QueryBuilder, candidates: readonly Candidate[]) {
  const answers = scope.select(
    'a.id',
    'i.company',
    knex.raw(`${BASE_QUESTION_TEXT} as question_text`),
  );
  const described = candidates.map(({ k, stems, questions }) => ({ k, stems, questions }));
  return [answers, JSON.stringify(described)];
}

/** Answers about each candidate, per company of their experts. */
async function countCandidates(
  knex: Knex,
  scope: Knex.QueryBuilder,
  candidates: readonly Candidate[],
): Promise<CandidateCount[]> {
  const { rows } = await knex.raw(
    `with ${MATCHES}
    select k, company, count(*)::int as answers from matches group by k, company`,
    matchBindings(knex, scope, candidates),
  );
  return rows;
}

/** Answers about both candidates of each pair; a pair sharing none is left out. */
async function sharedAnswers(
  knex: Knex,
  scope: Knex.QueryBuilder,
  candidates: readonly Candidate[],
  pairs: readonly Pair[],
): Promise<(Pair & { shared: number })[]> {
  const involved = new Set(pairs.flatMap((pair) => [pair.topic, pair.other]));
  const { rows } = await knex.raw(
    `with ${MATCHES},
    wanted as (select * from jsonb_to_recordset(?::jsonb) as w(topic int, other int))
    select w.topic, w.other, count(*)::int as shared
    from wanted w
    join matches x on x.k = w.topic
    join matches y on y.k = w.other and y.id = x.id
    group by w.topic, w.other`,
    [
      ...matchBindings(
        knex,
        scope,
        candidates.filter((candidate) => involved.has(candidate.k)),
      ),
      JSON.stringify(pairs),
    ],
  );
  return rows;
}
