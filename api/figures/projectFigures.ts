import type { Knex } from 'knex';
import type { ProjectFigures } from '../../sync/contract/figures';
import { compiledQuery } from '../db/compiledQuery';

const projectCounts = compiledQuery<[string], ProjectFigures>((db, projectId) =>
  db('interviews')
    .where('project_id', projectId)
    .select(
      db.raw('count(*)::int as interviews'),
      db.raw("count(*) filter (where status = 'completed')::int as completed"),
      db.raw('count(*) filter (where answered_questions > 0)::int as "withAnswers"'),
      db.raw("count(distinct nullif(btrim(company), ''))::int as companies"),
    ),
);

/**
 * The project dashboard's header figures, counted in one aggregate over the project's
 * interviews (an interview always has its project's client, so whoever may read the
 * project may read all of them).
 */
export async function projectFigures(db: Knex, projectId: string): Promise<ProjectFigures> {
  const [counts] = await projectCounts(db, projectId);
  if (!counts) throw new Error('projectFigures: the aggregate returned no row');
  return counts;
}
