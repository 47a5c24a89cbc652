import type { Knex } from 'knex';
import { NotFoundError } from '../errors';
import { Project, type User } from '../models';
import { authorize, canReadProject } from '../policies';

const NO_ACCESS = "You don't have access to this client's data";

/**
 * The project `id`, once `user` may read it: 404 when there is none, 403 when it belongs
 * to a client the user has no access to. For the routes that read one project's data.
 */
export async function readableProject(db: Knex, id: string, user: User): Promise<Project> {
  const project = await Project.query(db).findById(id);
  if (!project) throw new NotFoundError('Project not found');
  authorize(canReadProject(user, project), NO_ACCESS);
  return project;
}
