import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  type CreateInterviewRequestSchema,
  DEFAULT_INTERVIEW_COMPENSATION,
  defaultInterviewDeadline,
} from '../../sync/contract';
import { ValidationError } from '../errors';
import { Interview, Project, Question, User } from '../models';

type CreateInterviewInput = z.output<typeof CreateInterviewRequestSchema>;

/**
 * Creates an interview and its question rows in one transaction.
 *
 * The questions are a copy of the project's base questions as they are now: later
 * edits to the project do not reach this interview. The payload's totalQuestions and
 * answeredQuestions are ignored; the counts come from the rows created here.
 */
export async function interviewCreator(trx: Knex, input: CreateInterviewInput): Promise<Interview> {
  // FOR SHARE: a concurrent change of the project's client waits for this insert.
  const project = await Project.query(trx).findById(input.projectId).forShare();
  if (!project) throw new ValidationError('Project not found', 'project_not_found');
  if (input.client !== project.client) {
    throw new ValidationError(
      `Client must be ${project.client}, the client of project "${project.name}"`,
      'client_mismatch',
    );
  }

  const expert = await findExpertByEmail(trx, input.expertEmail);
  const now = new Date();
  const interview = await Interview.query(trx).insertAndFetch({
    projectId: project.id,
    expertName: input.expertName,
    expertEmail: input.expertEmail,
    company: input.company,
    expertTitle: input.expertTitle,
    client: project.client,
    status: input.status,
    totalQuestions: project.baseQuestions.length,
    answeredQuestions: 0,
    interviewDurationMinutes: input.interviewDurationMinutes,
    compensation: input.compensation ?? DEFAULT_INTERVIEW_COMPENSATION,
    expertUserId: expert?.id ?? null,
    // Keeps the timestamps coherent with a status set at creation.
    startedAt: input.status === 'pending' ? null : now,
    completedAt: input.status === 'completed' ? now : null,
    deadlineAt: input.deadlineAt ? new Date(input.deadlineAt) : defaultInterviewDeadline(now),
  });

  if (project.baseQuestions.length > 0) {
    await Question.query(trx).insert(
      project.baseQuestions.map((questionText, orderIndex) => ({
        interviewId: interview.id,
        questionText,
        questionType: 'base' as const,
        orderIndex,
      })),
    );
  }
  return interview;
}

/**
 * The expert account an interview is for: the one that proved it owns the address
 * (matched case-insensitively). An unverified account holding the address gets
 * nothing; it is bound when its owner opens the verification link (emailVerifier.ts).
 */
async function findExpertByEmail(trx: Knex, email: string): Promise<User | undefined> {
  return User.query(trx)
    .where('role', 'expert')
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNotNull('email_verified_at')
    .first();
}
