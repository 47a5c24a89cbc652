import type { ProjectSummary } from '../../sync/contract';
import type { StoredProjectSummary } from '../commands/projectSummaryGenerator';
import type { Analysis } from '../models';
import { iso } from './dates';

/** A stored project summary as the app receives it. */
export function presentProjectSummary(analysis: Analysis, stale: boolean): ProjectSummary {
  const result = analysis.result as StoredProjectSummary;
  return {
    id: analysis.id,
    projectId: result.projectId,
    generatedAt: iso(analysis.createdAt),
    stale,
    answers: result.answers,
    interviews: result.interviews,
    companies: result.companies,
    executiveSummary: result.executiveSummary,
    questions: result.questions,
  };
}
