import type { Knex } from 'knex';
import type supertest from 'supertest';
import type { InterviewStatus, Role } from '../../sync/contract';
import { hashPassword } from '../lib/passwords';
import { Answer, Interview, Project, Question, User } from '../models';

/**
 * Test data builders. Each takes what matters to the test and fills the rest with
 * plausible values; counters keep names unique within a database.
 */
let counter = 0;
const next = () => ++counter;

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export async function createUser(
  knex: Knex,
  attributes: Partial<
    Pick<User, 'username' | 'email' | 'emailVerifiedAt' | 'fullName' | 'company' | 'clientAccess'>
  > & {
    role?: Role;
    password?: string | null;
  } = {},
): Promise<User> {
  const n = next();
  const { password, ...rest } = attributes;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return User.query(knex).insertAndFetch({
    username: `user${n}`,
    role: 'customer',
    fullName: `Test User ${n}`,
    // An address is taken as verified unless a test says otherwise (emailVerifiedAt: null).
    emailVerifiedAt: rest.email ? new Date() : null,
    ...rest,
    password:
      password === null ? null : password ? await hashPassword(password) : await passwordHash,
  });
}

export async function createCustomer(knex: Knex, client: string, extra: Partial<User> = {}) {
  return createUser(knex, { role: 'customer', company: client, clientAccess: client, ...extra });
}

export async function createProject(
  knex: Knex,
  attributes: Partial<Pick<Project, 'name' | 'client' | 'baseQuestions' | 'description'>> = {},
): Promise<Project> {
  const n = next();
  return Project.query(knex).insertAndFetch({
    name: `Project ${n}`,
    client: 'Acme Capital',
    description: null,
    baseQuestions: [
      'How is your firm approaching ESG integration?',
      'Which technologies are changing your workflow?',
      'What regulatory changes worry you most?',
    ],
    interviewDurationMinutes: 30,
    maxFollowupsPerQuestion: 1,
    ...attributes,
  });
}

/** An interview for `project` with one question row per base question. */
export async function createInterview(
  knex: Knex,
  project: Project,
  attributes: Partial<
    Pick<Interview, 'id' | 'expertName' | 'expertEmail' | 'company' | 'expertUserId'>
  > & { status?: InterviewStatus } = {},
): Promise<{ interview: Interview; questions: Question[] }> {
  const n = next();
  const interview = await Interview.query(knex).insertAndFetch({
    projectId: project.id,
    expertName: `Expert ${n}`,
    expertEmail: `expert${n}@example.test`,
    company: `Bank ${n}`,
    client: project.client,
    status: 'pending',
    totalQuestions: project.baseQuestions.length,
    answeredQuestions: 0,
    interviewDurationMinutes: project.interviewDurationMinutes,
    ...attributes,
  });
  const questions: Question[] = [];
  for (const [index, questionText] of project.baseQuestions.entries()) {
    questions.push(
      await Question.query(knex).insertAndFetch({
        interviewId: interview.id,
        questionText,
        questionType: 'base',
        orderIndex: index,
      }),
    );
  }
  return { interview, questions };
}

/** Stores an answer directly, as if it had been submitted earlier. */
export async function createAnswer(
  knex: Knex,
  question: Question,
  answerText: string,
): Promise<Answer> {
  const answer = await Answer.query(knex).insertAndFetch({
    questionId: question.id,
    interviewId: question.interviewId,
    answerText,
  });
  await Question.query(knex).findById(question.id).patch({ isAnswered: true });
  await Interview.query(knex).findById(question.interviewId).increment('answeredQuestions', 1);
  return answer;
}

/** Signs `agent` in as `user` (made by createUser with the default password). */
export async function signIn(agent: supertest.Agent, user: User, password = TEST_PASSWORD) {
  const response = await agent.post('/api/login').send({ username: user.username, password });
  if (response.status !== 200) {
    throw new Error(`Sign-in as ${user.username} failed: ${response.status} ${response.text}`);
  }
  return agent;
}

export async function createAdmin(knex: Knex): Promise<User> {
  return createUser(knex, { role: 'admin' });
}

/** An expert account; its e-mail never collides with createInterview's default addresses. */
export async function createExpert(knex: Knex, email?: string): Promise<User> {
  return createUser(knex, { role: 'expert', email: email ?? `expert.user${next()}@example.test` });
}

/** Sets a row's timestamps, for tests about ordering (rows made in a burst can tie). */
export async function setTimestamps(
  knex: Knex,
  table: 'projects' | 'interviews' | 'answers',
  id: string,
  timestamps: { createdAt?: Date; completedAt?: Date | null },
): Promise<void> {
  const columns: Record<string, Date | null> = {};
  if (timestamps.createdAt !== undefined) columns.created_at = timestamps.createdAt;
  if (timestamps.completedAt !== undefined) columns.completed_at = timestamps.completedAt;
  await knex(table).where({ id }).update(columns);
}

/** How many SQL statements `work` sends through `knex` (transactions included). */
export async function countQueries(knex: Knex, work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  await whileListening(
    knex,
    'query',
    () => {
      count += 1;
    },
    work,
  );
  return count;
}

/** Runs `work` with `listener` on one of knex's query events, removed however it ends. */
export async function whileListening(
  knex: Knex,
  event: 'query' | 'query-response',
  listener: (payload: unknown) => void,
  work: () => Promise<unknown>,
): Promise<void> {
  knex.on(event, listener);
  try {
    await work();
  } finally {
    knex.removeListener(event, listener);
  }
}
