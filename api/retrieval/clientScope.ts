import type { Knex } from 'knex';
import { authorize } from '../policies';
import type { AnswerScope } from './types';

/**
 * The answers of `client`, narrowed to `transcriptIds` when some are given. Every id
 * must be an interview of that client: one that is not (or does not exist) is a 403,
 * so ids cannot be used to peek at another client's transcripts or to probe for them.
 * An empty list means no narrowing, as when no transcript is ticked in the app.
 */
export async function clientAnswerScope(
  trx: Knex,
  client: string,
  transcriptIds?: readonly string[],
): Promise<AnswerScope> {
  if (!transcriptIds || transcriptIds.length === 0) return { clients: [client] };
  const ids = [...new Set(transcriptIds)];
  const owned = await trx('interviews').whereIn('id', ids).andWhere({ client }).pluck('id');
  authorize(
    owned.length === ids.length,
    "Some of those transcripts are not among this client's interviews",
  );
  return { clients: [client], interviewIds: ids };
}
