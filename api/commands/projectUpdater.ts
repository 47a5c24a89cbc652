import type { Knex } from 'knex';
import type { UpdateProjectRequest } from '../../sync/contract';
import { ConflictError } from '../errors';
import { Interview, type Project, type User } from '../models';
import { clientForProject } from './projectCreator';

/**
 * Applies a validated patch to a project the caller may update. `project` must have
 * been read with `.forUpdate()` in `trx`, so the interview check below cannot race
 * an interview being created for it (interviewCreator reads the project `forShare`).
 *
 * Base questions: interviews copy their questions when they are created, so editing
 * `baseQuestions` here changes interviews created afterwards only; interviews that
 * already exist keep the questions they were created with.
 */
export async function projectUpdater(
  trx: Knex,
  { user, project, patch }: { user: User; project: Project; patch: UpdateProjectRequest },
): Promise<Project> {
  if (patch.client !== undefined && patch.client !== project.client) {
    clientForProject(
      user,
      patch.client,
      (ownClient) => `You can only assign projects to ${ownClient}`,
    );
    await ensureNoInterviews(trx, project);
  }
  return project.$query(trx).patchAndFetch(patch);
}

/**
 * Every interview stores the client it was made for, and that column decides who can
 * read it. Moving a project that has interviews would leave them visible to the old
 * client (or move them silently), so it is refused.
 */
async function ensureNoInterviews(trx: Knex, project: Project): Promise<void> {
  const existing = await Interview.query(trx).where('project_id', project.id).first();
  if (existing) {
    throw new ConflictError(
      'This project already has interviews, so its client cannot change',
      'project_has_interviews',
    );
  }
}
