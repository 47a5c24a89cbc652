import type { Knex } from 'knex';
import {
  actualDurationMinutes,
  type Interview as InterviewDto,
  SKIPPED_ANSWER,
} from '../../sync/contract';
import type { Interview } from '../models';
import { iso } from './dates';

/** How many answers an interview's read model previews (dashboards show the first). */
export const RECENT_ANSWERS_SHOWN = 3;

type RecentAnswer = InterviewDto['recentAnswers'][number];

/**
 * Interviews as the API shows them: the stored fields plus projectName and the
 * latest non-skipped answers. Two batched queries whatever the number of interviews,
 * so list endpoints never issue one query per row. Order is preserved.
 */
export async function presentInterviews(
  trx: Knex,
  interviews: Interview[],
): Promise<InterviewDto[]> {
  const ids = interviews.map((interview) => interview.id);
  const projectIds = [...new Set(interviews.map((interview) => interview.projectId))];
  // Sequential on purpose: a transaction is one connection, so nothing runs in parallel anyway.
  const projectNames = await loadProjectNames(trx, projectIds);
  const recentAnswers = await loadRecentAnswers(trx, ids);
  return interviews.map((interview) =>
    toInterviewDto(interview, {
      projectName: projectNames.get(interview.projectId) ?? null,
      recentAnswers: recentAnswers.get(interview.id) ?? [],
    }),
  );
}

/** Alias of presentInterviews, for callers that think of the result as read models. */
export const loadInterviewReadModels = presentInterviews;

export async function presentInterview(trx: Knex, interview: Interview): Promise<InterviewDto> {
  const [dto] = await presentInterviews(trx, [interview]);
  return dto!;
}

function toInterviewDto(
  interview: Interview,
  extras: { projectName: string | null; recentAnswers: RecentAnswer[] },
): InterviewDto {
  const completedAt = iso(interview.completedAt);
  const closedAt = iso(interview.closedAt);
  const startedAt = iso(interview.startedAt);
  return {
    id: interview.id,
    projectId: interview.projectId,
    projectName: extras.projectName,
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
    recentAnswers: extras.recentAnswers,
  };
}

async function loadProjectNames(trx: Knex, projectIds: string[]): Promise<Map<string, string>> {
  if (projectIds.length === 0) return new Map();
  const rows: { id: string; name: string }[] = await trx('projects')
    .whereIn('id', projectIds)
    .select('id', 'name');
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Up to RECENT_ANSWERS_SHOWN answers per interview, newest first, in one window query. */
async function loadRecentAnswers(
  trx: Knex,
  interviewIds: string[],
): Promise<Map<string, RecentAnswer[]>> {
  const byInterview = new Map<string, RecentAnswer[]>();
  if (interviewIds.length === 0) return byInterview;
  const ranked = trx('answers as a')
    .join('questions as q', 'q.id', 'a.question_id')
    .whereIn('a.interview_id', interviewIds)
    .whereNot('a.answer_text', SKIPPED_ANSWER)
    .select(
      'a.interview_id',
      'q.question_text',
      'a.answer_text',
      // Answers saved in one transaction share created_at; the later question wins the tie.
      trx.raw(
        'row_number() over (partition by a.interview_id order by a.created_at desc, q.order_index desc, a.id desc) as position',
      ),
    );
  const rows: { interview_id: string; question_text: string; answer_text: string }[] = await trx
    .from(ranked.as('ranked'))
    .where('position', '<=', RECENT_ANSWERS_SHOWN)
    .orderBy([{ column: 'interview_id' }, { column: 'position' }])
    .select('interview_id', 'question_text', 'answer_text');
  for (const row of rows) {
    const list = byInterview.get(row.interview_id) ?? [];
    list.push({ questionText: row.question_text, answerText: row.answer_text });
    byInterview.set(row.interview_id, list);
  }
  return byInterview;
}
