import type { Knex } from 'knex';
import type { CreateProjectRequest } from '../../sync/contract';
import { AuthorizationError, ValidationError } from '../errors';
import { Project, type User } from '../models';
import { canAccessClient } from '../policies';

export const NO_CLIENT_MESSAGE =
  'Your account is not linked to a client yet. Ask your administrator for access.';

/**
 * The client a project may be saved under. Admins name any client. A customer's
 * projects always belong to their own client: the server fills it in, and naming
 * another client is refused rather than silently rewritten.
 */
export function clientForProject(
  user: User,
  requested: string | undefined,
  refusal: (ownClient: string) => string,
): string {
  if (user.role !== 'customer') {
    if (!requested) throw new ValidationError('Client is required');
    return requested;
  }
  const ownClient = user.scopedClient;
  if (!ownClient) throw new AuthorizationError(NO_CLIENT_MESSAGE, 'no_client');
  if (requested !== undefined && !canAccessClient(user, requested)) {
    throw new AuthorizationError(refusal(ownClient));
  }
  return ownClient;
}

/** Creates a project for the signed-in admin or customer (validated input). */
export async function projectCreator(
  trx: Knex,
  user: User,
  input: CreateProjectRequest,
): Promise<Project> {
  const client = clientForProject(
    user,
    input.client,
    (ownClient) => `You can only create projects for ${ownClient}`,
  );
  return Project.query(trx).insertAndFetch({
    name: input.name,
    description: input.description,
    client,
    projectGoal: input.projectGoal,
    expertProfile: input.expertProfile,
    numberOfExperts: input.numberOfExperts,
    timeline: input.timeline,
    baseQuestions: input.baseQuestions,
    ...(input.interviewDurationMinutes !== undefined && {
      interviewDurationMinutes: input.interviewDurationMinutes,
    }),
    ...(input.maxFollowupsPerQuestion !== undefined && {
      maxFollowupsPerQuestion: input.maxFollowupsPerQuestion,
    }),
    createdByUserId: user.id,
  });
}
