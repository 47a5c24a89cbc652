import type { Knex } from 'knex';
import { defaultInterviewDeadline } from '../../../sync/contract/interviewLifecycle';
import { generateClientInsights } from '../../commands/insightGenerator';
import { hashPassword } from '../../lib/passwords';
import { Answer, Interview, Project, Question, User } from '../../models';
import { DEMO_PASSWORD } from '../../security/demoPasswords';
import { DEMO_ACCOUNTS } from './content/accounts';
import { DEMO_CLIENTS } from './content/clients';
import { DEMO_INTERVIEWS } from './content/interviews';
import { DEMO_PROJECTS } from './content/projects';
import type { DemoInterview, DemoProject } from './content/types';

export { DEMO_EXPERT_EMAIL, DEMO_EXPERT_USER_ID } from './content/accounts';
export { DEMO_CLIENTS, DEMO_FILTER_BANKS, HARBOR_BANK, MERIDIAN_CAPITAL } from './content/clients';
export { DEMO_INTERVIEWS } from './content/interviews';
export { DEMO_PROJECTS } from './content/projects';

export { DEMO_PASSWORD };

const DEFAULT_COMPENSATION = 150;
const ACCOUNTS_AGE_DAYS = 60;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** Spacing of the answers of an interview still in progress. */
const IN_PROGRESS_ANSWER_GAP_MS = 5 * 60_000;

/**
 * The demo data (README, "Demo data"). Deterministic: the same ids and text every
 * time; times are fixed offsets before `now`, so dashboards read "2h ago" whenever
 * the data was loaded.
 */
export async function insertDemoData(trx: Knex.Transaction, now = new Date()): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD);
  await User.query(trx).insert(
    DEMO_ACCOUNTS.map((account) => ({
      id: account.id,
      username: account.username,
      password,
      role: account.role,
      fullName: account.fullName,
      email: account.email ?? null,
      // Demo addresses count as proven, so the demo expert sees their interviews.
      emailVerifiedAt: account.email ? new Date(now.getTime() - ACCOUNTS_AGE_DAYS * DAY_MS) : null,
      company: account.company ?? null,
      // Granted explicitly: a customer's company alone never opens a client's data.
      clientAccess: account.clientAccess ?? null,
      clientAccessGrantedAt: account.clientAccess
        ? new Date(now.getTime() - ACCOUNTS_AGE_DAYS * DAY_MS)
        : null,
      createdAt: new Date(now.getTime() - ACCOUNTS_AGE_DAYS * DAY_MS),
    })),
  );
  await Project.query(trx).insert(DEMO_PROJECTS.map((project) => projectRow(project, now)));
  for (const interview of DEMO_INTERVIEWS) {
    const rows = interviewRows(interview, projectOf(interview), now);
    await Interview.query(trx).insert(rows.interview);
    await Question.query(trx).insert(rows.questions);
    if (rows.answers.length > 0) await Answer.query(trx).insert(rows.answers);
  }

  // Insights come from the answers above through the same engine a client's
  // "New Analysis" runs; they are never written by hand.
  for (const client of DEMO_CLIENTS) {
    const slug = client.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    await generateClientInsights(trx, client, {
      now,
      idFor: (position) => `ins_demo_${slug}_${String(position + 1).padStart(2, '0')}`,
    });
  }
}

function projectRow(project: DemoProject, now: Date) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    client: project.client,
    projectGoal: project.projectGoal,
    expertProfile: project.expertProfile,
    numberOfExperts: project.numberOfExperts,
    timeline: project.timeline,
    interviewDurationMinutes: project.interviewDurationMinutes,
    baseQuestions: [...project.baseQuestions],
    maxFollowupsPerQuestion: 1,
    createdByUserId: 'usr_demo_admin',
    createdAt: new Date(now.getTime() - project.createdDaysAgo * DAY_MS),
  };
}

function projectOf(interview: DemoInterview): DemoProject {
  const project = DEMO_PROJECTS.find((candidate) => candidate.id === interview.projectId);
  if (!project) throw new Error(`Demo interview ${interview.id}: unknown project`);
  return project;
}

/**
 * One interview with a question row per base question and its answers so far. The
 * counters are derived from the rows, so they cannot disagree with them.
 */
function interviewRows(interview: DemoInterview, project: DemoProject, now: Date) {
  const answers = interview.answers ?? [];
  const questionCount = project.baseQuestions.length;
  const durationMinutes = interview.durationMinutes ?? project.interviewDurationMinutes;
  const timeline = interviewTimeline(interview, durationMinutes, now);
  checkProgress(interview, answers.length, questionCount);

  const rowKey = interview.id.replace(/^int[_-]/, '');
  // Answers exist only once started: spread over a completed interview, a few
  // minutes apart in one still in progress.
  const answeredAt = (index: number) =>
    timeline.completedAt
      ? spread(timeline.startedAt!, timeline.completedAt, index, answers.length)
      : new Date(timeline.startedAt!.getTime() + (index + 1) * IN_PROGRESS_ANSWER_GAP_MS);
  return {
    interview: {
      id: interview.id,
      projectId: project.id,
      expertName: interview.expert.name,
      expertEmail: interview.expert.email,
      company: interview.expert.company,
      expertTitle: interview.expert.title,
      client: project.client,
      status: interview.status,
      totalQuestions: questionCount,
      answeredQuestions: answers.length,
      interviewDurationMinutes: durationMinutes,
      compensation: interview.compensation ?? DEFAULT_COMPENSATION,
      expertUserId: interview.expert.userId ?? null,
      // From the moment of seeding, so the demo's open interviews stay open to take.
      deadlineAt: defaultInterviewDeadline(now),
      ...timeline,
    },
    questions: project.baseQuestions.map((questionText, index) => ({
      id: `qst_${rowKey}_${index}`,
      interviewId: interview.id,
      questionText,
      questionType: 'base' as const,
      parentQuestionId: null,
      orderIndex: index,
      isAnswered: index < answers.length,
      createdAt: timeline.createdAt,
    })),
    answers: answers.map((answerText, index) => ({
      id: `ans_${rowKey}_${index}`,
      questionId: `qst_${rowKey}_${index}`,
      interviewId: interview.id,
      answerText,
      createdAt: answeredAt(index),
    })),
  };
}

function interviewTimeline(interview: DemoInterview, durationMinutes: number, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const createdAt = at(interview.createdHoursAgo);
  if (interview.status === 'pending') return { createdAt, startedAt: null, completedAt: null };
  if (interview.status === 'in_progress') {
    if (interview.startedHoursAgo === undefined) {
      throw new Error(`Demo interview ${interview.id}: in progress without a start`);
    }
    return { createdAt, startedAt: at(interview.startedHoursAgo), completedAt: null };
  }
  if (interview.completedHoursAgo === undefined) {
    throw new Error(`Demo interview ${interview.id}: completed without a completion time`);
  }
  const startedHoursAgo =
    interview.startedHoursAgo ?? interview.completedHoursAgo + durationMinutes / 60;
  return {
    createdAt,
    startedAt: at(startedHoursAgo),
    completedAt: at(interview.completedHoursAgo),
  };
}

/** Completed means every question answered; pending means none; in progress, some. */
function checkProgress(interview: DemoInterview, answered: number, questions: number) {
  const expected = {
    pending: answered === 0,
    in_progress: answered < questions,
    completed: answered === questions,
  };
  if (!expected[interview.status]) {
    throw new Error(
      `Demo interview ${interview.id}: ${answered} of ${questions} answers does not fit status ${interview.status}`,
    );
  }
}

/** The `index`-th of `count` moments evenly spaced after `start`, the last at `end`. */
function spread(start: Date, end: Date, index: number, count: number): Date {
  const step = (end.getTime() - start.getTime()) / count;
  return new Date(Math.round(start.getTime() + (index + 1) * step));
}
