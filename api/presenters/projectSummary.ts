import type { ProjectSummary, QuestionSummary } from '../../sync/contract';
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
    questions: result.questions.map(withInsightParts),
  };
}

/**
 * Summaries stored before key insights had a consensus, a disagreement and figures read
 * as having none of them, until someone regenerates.
 */
function withInsightParts(question: QuestionSummary): QuestionSummary {
  return {
    ...question,
    consensus: question.consensus
      ? { ...question.consensus, claim: question.consensus.claim ?? '' }
      : null,
    disagreement: question.disagreement ?? { text: '', found: false },
    figures: question.figures ?? [],
  };
}
