import type { Knex } from 'knex';
import { compiledQuery } from '../db/compiledQuery';
import { NotFoundError } from '../errors';
import { Interview, Project } from '../models';

export const INTERVIEW_NOT_FOUND = 'Interview not found';

/**
 * The interview behind an interview link, or 404. `lock` takes the row FOR UPDATE:
 * every write to a session (start, answer, finish) goes through this lock, so two
 * requests for one interview never interleave.
 */
export async function findSessionInterview(
  db: Knex,
  interviewId: string,
  options: { lock?: boolean } = {},
): Promise<Interview> {
  const query = Interview.query(db).findById(interviewId);
  const interview = await (options.lock ? query.forUpdate() : query);
  if (!interview) throw new NotFoundError(INTERVIEW_NOT_FOUND);
  return interview;
}

/** The interview behind an interview link and its project's name, in one statement, or 404. */
export async function findSessionInterviewWithProjectName(
  db: Knex,
  interviewId: string,
): Promise<{ interview: Interview; projectName: string | null }> {
  const [row] = await interviewWithProjectName(db, interviewId);
  if (!row) throw new NotFoundError(INTERVIEW_NOT_FOUND);
  const { project_name_of_interview: projectName, ...columns } = row;
  return { interview: Interview.fromDatabaseJson(columns), projectName };
}

// Compiled once: the session screen polls it every few seconds while it waits.
const interviewWithProjectName = compiledQuery<
  [string],
  { project_name_of_interview: string | null } & Record<string, unknown>
>((knex, interviewId) =>
  knex('interviews')
    .leftJoin('projects', 'projects.id', 'interviews.project_id')
    .where('interviews.id', interviewId)
    .first('interviews.*', 'projects.name as project_name_of_interview'),
);

/** What a project decides about follow-ups: its name (for the model's prompt) and their limit. */
export type FollowupRules = Pick<Project, 'name' | 'maxFollowupsPerQuestion'>;

/** Compiled once: every answer, skip and finish starts with it. */
const lockedInterviewWithRules = compiledQuery<
  [string],
  { rules_project_name: string; rules_max_followups: number | string } & Record<string, unknown>
>((knex, interviewId) =>
  knex('interviews')
    .join('projects', 'projects.id', 'interviews.project_id')
    .where('interviews.id', interviewId)
    .forUpdate('interviews')
    .first(
      'interviews.*',
      'projects.name as rules_project_name',
      'projects.max_followups_per_question as rules_max_followups',
    ),
);

/**
 * The interview behind a link, locked FOR UPDATE as findSessionInterview locks it, with its
 * project's follow-up rules read in the same statement; or 404.
 */
export async function lockSessionInterviewWithRules(
  trx: Knex.Transaction,
  interviewId: string,
): Promise<{ interview: Interview; rules: FollowupRules }> {
  const [row] = await lockedInterviewWithRules(trx, interviewId);
  if (!row) throw new NotFoundError(INTERVIEW_NOT_FOUND);
  const {
    rules_project_name: name,
    rules_max_followups: maxFollowupsPerQuestion,
    ...columns
  } = row;
  return {
    interview: Interview.fromDatabaseJson(columns),
    rules: { name, maxFollowupsPerQuestion: Number(maxFollowupsPerQuestion) },
  };
}

export async function projectNameOf(db: Knex, interview: Interview): Promise<string | null> {
  const project = await Project.query(db).findById(interview.projectId).select('name');
  return project?.name ?? null;
}

/** Answered and total question rows; the interview's counters are kept equal to these. */
export async function countQuestions(
  db: Knex,
  interviewId: string,
): Promise<{ answered: number; total: number }> {
  const row = await db('questions')
    .where({ interview_id: interviewId })
    .select(
      db.raw('count(*)::int as total'),
      db.raw('count(*) filter (where is_answered)::int as answered'),
    )
    .first();
  return { answered: Number(row?.answered ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * Brings the interview's answered and total counters up to date with its question rows,
 * sets `fields` with them, and returns the row as written: one statement. Run under the
 * interview's row lock, after the transaction's own question changes (which it sees).
 */
export async function updateInterviewCounters(
  trx: Knex.Transaction,
  interviewId: string,
  fields: Partial<Pick<Interview, 'status' | 'startedAt'>> = {},
): Promise<Interview> {
  const counted = (condition: string) =>
    trx.raw(`(select count(*) ${condition} from questions where interview_id = ?)`, [interviewId]);
  const [updated] = await Interview.query(trx)
    .where('id', interviewId)
    .patch({
      ...fields,
      answeredQuestions: counted('filter (where is_answered)'),
      totalQuestions: counted(''),
    } as unknown as Partial<Interview>)
    .returning('*');
  if (!updated) throw new NotFoundError(INTERVIEW_NOT_FOUND);
  return updated;
}
