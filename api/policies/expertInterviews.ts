import type { User } from '../models';

/** What ownedByExpert needs of a query: a Knex or an Objection query builder both fit. */
interface OwnableQuery {
  where(column: string, value: string): unknown;
  orWhereRaw(sql: string, bindings: string[]): unknown;
}

/**
 * The same ownership rule as `isExpertOf` in ./interview.ts, as a where-clause: bound to
 * the expert's user id, or sent to their e-mail address in any letter case once they
 * have verified it. For `query.where(ownedByExpert(expert))`.
 */
export function ownedByExpert(expert: User) {
  return (owned: OwnableQuery) => {
    owned.where('expert_user_id', expert.id);
    if (expert.email && expert.emailVerifiedAt) {
      owned.orWhereRaw('lower(expert_email) = lower(?)', [expert.email]);
    }
  };
}

/**
 * An interview the expert can take now, so 'upcoming': open, not closed, before its
 * deadline. One whose link no longer works cannot be taken, so it is not upcoming.
 */
export const TAKEABLE_NOW = {
  sql: "status in ('pending', 'in_progress') and closed_at is null and deadline_at > ?",
  bindings: (now: Date) => [now],
};
