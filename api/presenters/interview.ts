import type { Knex } from 'knex';
import {
  actualDurationMinutes,
  type InterviewDetail as InterviewDetailDto,
  type Interview as InterviewDto,
  type InterviewInclude,
  SKIPPED_ANSWER,
} from '../../sync/contract';
import { compiledQuery } from '../db/compiledQuery';
import type { Interview } from '../models';
import { iso } from './dates';

/** How many answers an interview's read model previews (dashboards show the first). */
export const RECENT_ANSWERS_SHOWN = 3;

type RecentAnswer = InterviewDetailDto['recentAnswers'][number];

/**
 * Interviews as the lists show them: the stored fields plus projectName, and the latest
 * non-skipped answers only when the request asked for them (`include=recentAnswers`):
 * their texts are most of a page's bytes and no screen reads them from a list. One
 * batched query for the project names, and one more for the answers when included,
 * whatever the number of interviews. Order is preserved.
 */
export async function presentInterviews(
  trx: Knex,
  interviews: Interview[],
  include?: InterviewInclude,
): Promise<InterviewDto[]> {
  if (include === 'recentAnswers') return presentInterviewDetails(trx, interviews);
  const projectNames = await loadProjectNames(trx, interviews);
  return interviews.map((interview) => toInterviewDto(interview, projectNames));
}

/** Alias of presentInterviews, for callers that think of the result as read models. */
export const loadInterviewReadModels = presentInterviews;

/** One interview (read, created, closed): always with its recent answers. */
export async function presentInterview(
  trx: Knex,
  interview: Interview,
): Promise<InterviewDetailDto> {
  const [dto] = await presentInterviewDetails(trx, [interview]);
  return dto!;
}

/** Interviews with their recent answers: two batched queries whatever their number. */
async function presentInterviewDetails(
  trx: Knex,
  interviews: Interview[],
): Promise<InterviewDetailDto[]> {
  // Sequential on purpose: a caller's transaction is one connection, and a list read on the
  // pool would take a second connection per request, which under load only moves the queue.
  const projectNames = await loadProjectNames(trx, interviews);
  const recentAnswers = await loadRecentAnswers(
    trx,
    interviews.map((interview) => interview.id),
  );
  return interviews.map((interview) => ({
    ...toInterviewDto(interview, projectNames),
    recentAnswers: recentAnswers.get(interview.id) ?? [],
  }));
}

function toInterviewDto(interview: Interview, projectNames: Map<string, string>): InterviewDto {
  const completedAt = iso(interview.completedAt);
  const closedAt = iso(interview.closedAt);
  const startedAt = iso(interview.startedAt);
  return {
    id: interview.id,
    projectId: interview.projectId,
    projectName: projectNames.get(interview.projectId) ?? null,
    expertName: interview.expertName,
    expertEmail: interview.expertEmail,
    company: interview.company,
    expertTitle: interview.expertTitle,
    client: interview.client,
    status: interview.status,
    totalQuestions: interview.totalQuestions,
    answeredQuestions: interview.answeredQuestions,
    interviewDurationMinutes: interview.interviewDurationMinutes,
    compensation: interview.compensation,
    startedAt,
    createdAt: iso(interview.createdAt),
    completedAt,
    finishedEarlyAt: iso(interview.finishedEarlyAt),
    closedAt,
    declinedAt: iso(interview.declinedAt),
    deadlineAt: iso(interview.deadlineAt),
    actualDurationMinutes: actualDurationMinutes({ startedAt, completedAt, closedAt }),
  };
}

async function loadProjectNames(trx: Knex, interviews: Interview[]): Promise<Map<string, string>> {
  const projectIds = [...new Set(interviews.map((interview) => interview.projectId))];
  if (projectIds.length === 0) return new Map();
  const rows = await projectNamesOf(trx, projectIds);
  return new Map(rows.map((row) => [row.id, row.name]));
}

// Compiled once, the ids bound as one array: every interview list and interview read asks.
const projectNamesOf = compiledQuery<[string[]], { id: string; name: string }>((knex, projectIds) =>
  knex('projects').whereRaw('id = any(?)', [projectIds]).select('id', 'name'),
);

/**
 * Up to RECENT_ANSWERS_SHOWN answers per interview, newest first, in one query. Each
 * interview's answers are picked by a lateral subquery (its few answers by index, a
 * limit), so only the answers shown are read whole: ranking all of a page's answers in
 * one window and dropping the rest read every answer's text first, 3x slower at 50,000.
 */
async function loadRecentAnswers(
  trx: Knex,
  interviewIds: string[],
): Promise<Map<string, RecentAnswer[]>> {
  const byInterview = new Map<string, RecentAnswer[]>();
  if (interviewIds.length === 0) return byInterview;
  // Answers saved in one transaction share created_at; the later question wins the tie.
  const { rows } = (await trx.raw(
    `select page.interview_id, recent.question_text, recent.answer_text
       from unnest(?::text[]) with ordinality as page(interview_id, position)
       cross join lateral (
         select q.question_text, a.answer_text, a.created_at, q.order_index, a.id
           from answers a join questions q on q.id = a.question_id
          where a.interview_id = page.interview_id and a.answer_text <> ?
          order by a.created_at desc, q.order_index desc, a.id desc
          limit ?
       ) recent
      order by page.position, recent.created_at desc, recent.order_index desc, recent.id desc`,
    [interviewIds, SKIPPED_ANSWER, RECENT_ANSWERS_SHOWN],
  )) as { rows: { interview_id: string; question_text: string; answer_text: string }[] };
  for (const row of rows) {
    const list = byInterview.get(row.interview_id) ?? [];
    list.push({ questionText: row.question_text, answerText: row.answer_text });
    byInterview.set(row.interview_id, list);
  }
  return byInterview;
}
