import type { Knex } from 'knex';
import type { ExpertFigures } from '../../sync/contract/figures';
import type { User } from '../models';
import { ownedByExpert, TAKEABLE_NOW } from '../policies/expertInterviews';

/**
 * The expert dashboard's four figures over the expert's own interviews, in one query.
 * "This month" begins at midnight on the 1st where the expert is (`timeZone`). A
 * duration is what happened, started to finished (or closed), in whole minutes of at
 * least one, as actualDurationMinutes in sync/contract/interviewLifecycle.ts; the planned
 * length is given apart, for a dashboard with nothing run yet.
 */
export async function expertFigures(
  db: Knex,
  expert: User,
  { timeZone = 'UTC', now = new Date() }: { timeZone?: string; now?: Date } = {},
): Promise<ExpertFigures> {
  const minutesRun = `greatest(1, round((extract(epoch from (coalesce(completed_at, closed_at) - started_at)) / 60)::numeric))`;
  const ran = `status = 'completed' and started_at is not null and coalesce(completed_at, closed_at) >= started_at`;
  const row = await db('interviews')
    .where(ownedByExpert(expert))
    .select(
      db.raw(
        `count(*) filter (where ${TAKEABLE_NOW.sql})::int as upcoming`,
        TAKEABLE_NOW.bindings(now),
      ),
      db.raw(
        `count(*) filter (where status = 'completed' and completed_at >= (date_trunc('month', ?::timestamptz at time zone ?) at time zone ?))::int as completed_this_month`,
        [now, timeZone, timeZone],
      ),
      db.raw(`count(*) filter (where status = 'completed')::int as completed_in_all`),
      db.raw(
        `coalesce(sum(compensation) filter (where status = 'completed'), 0)::int as total_earnings`,
      ),
      db.raw(`round(avg(${minutesRun}) filter (where ${ran}))::int as average_minutes`),
      db.raw(
        `round(avg(interview_duration_minutes) filter (where ${TAKEABLE_NOW.sql}))::int as planned_minutes`,
        TAKEABLE_NOW.bindings(now),
      ),
    )
    .first();
  return {
    upcoming: row.upcoming,
    completedThisMonth: row.completed_this_month,
    completedInAll: row.completed_in_all,
    totalEarnings: row.total_earnings,
    averageMinutes: row.average_minutes,
    plannedMinutes: row.planned_minutes,
  };
}
