import type { Knex } from 'knex';
import { isAbout, QuestionTerms, topicStems } from '../ai/insights/questionTopics';
import { joinCurrentFeatures, storeAnswerFeatures } from '../quality/answerFeatureStore';

/** The dashboard's filters: a client, optionally one company's experts and one topic. */
export interface DashboardFilter {
  client: string;
  company: string | null;
  topic: string | null;
}

/**
 * What the topic filter matches, in terms SQL can test: an answer is about the topic
 * when its stored stems hold every stem of the topic, or when the question it answers
 * (its base question) is one of `questionTexts`, the questions in scope about it.
 */
export interface TopicMatch {
  stems: string[];
  questionTexts: string[];
}

export const BASE_QUESTION_TEXT = 'coalesce(parent.question_text, q.question_text)';

/**
 * Reads which questions of the client (and company) are about the topic: the question
 * texts are few (each interview repeats its project's), so wink-nlp reads each once.
 */
export async function matchTopic(
  knex: Knex,
  filter: DashboardFilter,
  questionTerms: QuestionTerms,
): Promise<TopicMatch | null> {
  if (filter.topic === null) return null;
  const stems = topicStems(filter.topic);
  if (stems.length === 0) return { stems, questionTexts: [] };
  const query = knex('questions as q')
    .join('interviews as i', 'i.id', 'q.interview_id')
    .where('i.client', filter.client)
    .distinct('q.question_text');
  if (filter.company !== null) query.where('i.company', filter.company);
  const texts: string[] = await query.pluck('q.question_text');
  return { stems, questionTexts: texts.filter((text) => isAbout(stems, questionTerms.of(text))) };
}

/**
 * Readies `filter` for answersInScope, for the dashboard and for any other reader of the
 * same answers (search): analyses the answers in scope not analysed yet (answersInScope
 * reads their stored features, so it would leave those out), then reads what the topic
 * matches.
 */
export async function prepareFilter(
  knex: Knex,
  filter: DashboardFilter,
  questionTerms = new QuestionTerms(),
): Promise<TopicMatch | null> {
  await storeAnswerFeatures(knex, { client: filter.client, company: filter.company });
  return matchTopic(knex, filter, questionTerms);
}

/**
 * The client's answers (and company's), joined to their interview `i`, question `q`,
 * base question `parent` and current stored features `f`, with the topic filter
 * applied: what every figure is counted over.
 */
export function answersInScope(knex: Knex, filter: DashboardFilter, about: TopicMatch | null) {
  const query = joinCurrentFeatures(
    knex('answers as a')
      .join('interviews as i', 'i.id', 'a.interview_id')
      .join('questions as q', 'q.id', 'a.question_id')
      .leftJoin('questions as parent', 'parent.id', 'q.parent_question_id'),
    'join',
  ).where('i.client', filter.client);
  if (filter.company !== null) query.where('i.company', filter.company);
  if (about !== null) whereAbout(query, about);
  return query;
}

/** Narrows a query over `answers as a` with features `f` and its questions to `about`. */
function whereAbout(query: Knex.QueryBuilder, about: TopicMatch) {
  if (about.stems.length === 0) return query.whereRaw('false');
  return query.where((either) => {
    either.whereRaw('f.terms @> ?::text[]', [about.stems]);
    if (about.questionTexts.length > 0) {
      either.orWhereIn(either.client.raw(BASE_QUESTION_TEXT), about.questionTexts);
    }
  });
}

/**
 * The interviews in scope: the client's (and company's), with a topic only those with
 * an answer about it or a question about it (asked, answered or not).
 */
export function interviewsInScope(knex: Knex, filter: DashboardFilter, about: TopicMatch | null) {
  const query = knex('interviews as i').where('i.client', filter.client);
  if (filter.company !== null) query.where('i.company', filter.company);
  if (about === null) return query;
  // Sets of interview ids rather than a test per interview: PostgreSQL hashes each once.
  return query.where((either) => {
    either.whereIn(
      'i.id',
      whereAbout(
        joinCurrentFeatures(
          knex('answers as a')
            .join('questions as q', 'q.id', 'a.question_id')
            .leftJoin('questions as parent', 'parent.id', 'q.parent_question_id'),
          'join',
        ),
        about,
      ).select('a.interview_id'),
    );
    if (about.questionTexts.length > 0) {
      either.orWhereIn(
        'i.id',
        knex('questions as asked')
          .whereIn('asked.question_text', about.questionTexts)
          .select('asked.interview_id'),
      );
    }
  });
}
