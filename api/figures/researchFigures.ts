import type { Knex } from 'knex';
import { INSIGHTS_PERCENT_OF_COMPLETED, type ResearchFigures } from '../../sync/contract/figures';
import { compiledQuery } from '../db/compiledQuery';

/** Statuses of an interview under way (see isInProgress in sync/contract/common.ts). */
const IN_PROGRESS = ['in_progress', 'active'];

interface ProjectCounts {
  projects: number;
  clients: number;
  active: number;
}

interface InterviewCounts {
  total: number;
  pending: number;
  in_progress: number;
  completed: number;
}

/**
 * A figure's statement, compiled once for every client and once for a list of clients
 * (`client = any(?)`): the dashboards ask for these on every visit.
 */
function forEveryOrListedClients<Row>(build: (db: Knex) => Knex.QueryBuilder, table: string) {
  return {
    ofEveryClient: compiledQuery<[], Row>(build),
    ofClients: compiledQuery<[string[]], Row>((db, clients) =>
      build(db).whereRaw('??.client = any(?)', [table, clients]),
    ),
  };
}

const projectCounts = forEveryOrListedClients<ProjectCounts>(
  (db) =>
    db('projects')
      .leftJoin(
        db('interviews')
          .select('project_id')
          .count('* as total')
          .select(db.raw("count(*) filter (where status = 'completed') as completed"))
          .groupBy('project_id')
          .as('counts'),
        'counts.project_id',
        'projects.id',
      )
      .select(
        db.raw('count(*)::int as projects'),
        db.raw('count(distinct projects.client)::int as clients'),
        db.raw(
          'count(*) filter (where counts.total is null or counts.completed < counts.total)::int as active',
        ),
      ),
  'projects',
);

const interviewCounts = forEveryOrListedClients<InterviewCounts>(
  (db) =>
    db('interviews').select(
      db.raw('count(*)::int as total'),
      db.raw("count(*) filter (where status = 'pending')::int as pending"),
      db.raw('count(*) filter (where status = any(?))::int as in_progress', [IN_PROGRESS]),
      db.raw("count(*) filter (where status = 'completed')::int as completed"),
    ),
  'interviews',
);

/**
 * The employee and customer dashboards' figures over the projects and interviews of
 * `clients` (null: every client), each counted once in SQL: two aggregate queries, however
 * many rows there are.
 */
export async function researchFigures(
  db: Knex,
  clients: string[] | null,
): Promise<ResearchFigures> {
  const [[projects], [interviews]] = await Promise.all(
    clients
      ? [projectCounts.ofClients(db, clients), interviewCounts.ofClients(db, clients)]
      : [projectCounts.ofEveryClient(db), interviewCounts.ofEveryClient(db)],
  );
  if (!projects || !interviews) throw new Error('researchFigures: an aggregate returned no row');
  const { total, pending, in_progress: inProgress, completed } = interviews;
  return {
    projects: projects.projects,
    clients: projects.clients,
    activeProjects: projects.active,
    interviews: {
      total,
      pending,
      inProgress,
      active: total - completed,
      completed,
      completionRate: total > 0 ? Math.round((completed * 100) / total) : 0,
    },
    // Multiplying before dividing keeps the floor free of float error.
    insightsGenerated: Math.floor((completed * INSIGHTS_PERCENT_OF_COMPLETED) / 100),
  };
}
