import type { Interview } from '../../../sync/contract/interviews';

type Counted = Pick<Interview, 'projectId' | 'status' | 'company'>;

export interface ProjectFigures<I extends Counted> {
  /** This project's interviews, in the list's order. */
  interviews: I[];
  completed: number;
  /** Distinct companies the project's experts come from (all its interviews). */
  companies: number;
}

/**
 * The header's figures, counted from the interview list the user may read. Companies
 * count as the server names them (the summary's `companies` does the same), with
 * surrounding blanks ignored.
 */
export function projectFigures<I extends Counted>(
  all: readonly I[],
  projectId: string,
): ProjectFigures<I> {
  const interviews = all.filter((interview) => interview.projectId === projectId);
  const companies = new Set(
    interviews.map((interview) => interview.company.trim()).filter(Boolean),
  );
  return {
    interviews,
    completed: interviews.filter((interview) => interview.status === 'completed').length,
    companies: companies.size,
  };
}
