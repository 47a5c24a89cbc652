import type { Knex } from 'knex';
import { authorize } from '../policies';
import type { AnswerScope } from './types';

export interface ClientScopeRequest {
  transcriptIds?: readonly string[];
  /** Only this project's interviews (the project dashboard). */
  projectId?: string;
}

/**
 * The answers of `client`, narrowed to a project and to `transcriptIds` when given.
 * Every id must belong to that client: one that does not (or does not exist) is a 403,
 * so ids cannot be used to peek at another client's transcripts or to probe for them.
 * An empty transcript list means no narrowing, as when no transcript is ticked in the app.
 */
export async function clientAnswerScope(
  trx: Knex,
  client: string,
  { transcriptIds = [], projectId }: ClientScopeRequest = {},
): Promise<AnswerScope> {
  const ids = [...new Set(transcriptIds)];
  if (ids.length > 0) {
    const owned = await trx('interviews').whereIn('id', ids).andWhere({ client }).pluck('id');
    authorize(
      owned.length === ids.length,
      "Some of those transcripts are not among this client's interviews",
    );
  }
  if (!projectId)
    return ids.length > 0 ? { clients: [client], interviewIds: ids } : { clients: [client] };

  const project = await trx('projects').where({ id: projectId, client }).first('id');
  authorize(Boolean(project), "That project is not among this client's projects");
  const inProject: string[] = await trx('interviews').where({ project_id: projectId }).pluck('id');
  // An empty list here means "none": a project without interviews has no answers to read.
  const interviewIds = ids.length > 0 ? inProject.filter((id) => ids.includes(id)) : inProject;
  return { clients: [client], interviewIds };
}
