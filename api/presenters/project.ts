import type { Knex } from 'knex';
import type { Project as ProjectDto } from '../../sync/contract';
import { compiledQuery } from '../db/compiledQuery';
import type { Project } from '../models';
import { iso } from './dates';

interface InterviewCounts {
  interviewCount: number;
  completedInterviewCount: number;
}

const NO_INTERVIEWS: InterviewCounts = { interviewCount: 0, completedInterviewCount: 0 };

/** Projects as the API shows them, with their interview counts from one grouped query. */
export async function presentProjects(trx: Knex, projects: Project[]): Promise<ProjectDto[]> {
  const counts = await loadInterviewCounts(
    trx,
    projects.map((project) => project.id),
  );
  return projects.map((project) => toProjectDto(project, counts.get(project.id) ?? NO_INTERVIEWS));
}

export async function presentProject(trx: Knex, project: Project): Promise<ProjectDto> {
  const [dto] = await presentProjects(trx, [project]);
  return dto!;
}

function toProjectDto(project: Project, counts: InterviewCounts): ProjectDto {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    client: project.client,
    projectGoal: project.projectGoal,
    expertProfile: project.expertProfile,
    numberOfExperts: project.numberOfExperts,
    timeline: project.timeline,
    interviewDurationMinutes: project.interviewDurationMinutes,
    baseQuestions: project.baseQuestions,
    maxFollowupsPerQuestion: project.maxFollowupsPerQuestion,
    createdAt: iso(project.createdAt),
    ...counts,
  };
}

async function loadInterviewCounts(
  trx: Knex,
  projectIds: string[],
): Promise<Map<string, InterviewCounts>> {
  if (projectIds.length === 0) return new Map();
  const rows = await interviewCountsOf(trx, projectIds);
  return new Map(
    rows.map((row) => [
      row.project_id,
      { interviewCount: row.total, completedInterviewCount: row.completed },
    ]),
  );
}

// Compiled once, the page's ids bound as one array: every project list and project read asks.
const interviewCountsOf = compiledQuery<
  [string[]],
  { project_id: string; total: number; completed: number }
>((knex, projectIds) =>
  knex('interviews')
    .whereRaw('project_id = any(?)', [projectIds])
    .groupBy('project_id')
    .select(
      'project_id',
      knex.raw('count(*)::int as total'),
      knex.raw("(count(*) filter (where status = 'completed'))::int as completed"),
    ),
);
