import { Interview } from '../../models';
import { type CompiledListOptions, compiledList, ofClients } from '../../pagination/compiledList';
import { LAST_COMPLETED_FIRST, NEWEST_INTERVIEWS_FIRST } from '../../pagination/interviewOrders';

/** The filters of the research interview lists; clients absent means every client (clientFilter). */
export interface InterviewFilters {
  clients?: string[];
  projectId?: string;
  company?: string;
  /** A LIKE pattern (containsPattern) the expert's name or the company matches, ignoring case. */
  expertOrCompany?: string;
}

const filters: CompiledListOptions<InterviewFilters, Interview>['filters'] = {
  clients: ofClients,
  projectId: (query, projectId) => query.where('project_id', projectId),
  company: (query, company) => query.where('company', company),
  expertOrCompany: (query, pattern) =>
    query.whereRaw('(expert_name ilike ? or company ilike ?)', [pattern, pattern]),
};

/** A LIKE pattern for text containing `text` as typed: its %, _ and \ match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

const hydrate = (row: Record<string, unknown>) => Interview.fromDatabaseJson(row);

/** Newest first: the admin's and the customer's interview lists. */
export const interviewPages = compiledList<InterviewFilters, Interview>({
  order: NEWEST_INTERVIEWS_FIRST,
  from: (knex) => knex('interviews').select('interviews.*'),
  filters,
  hydrate,
});

/** The finished ones, last finished first: what 'Recent Interviews' shows. */
export const completedInterviewPages = compiledList<InterviewFilters, Interview>({
  order: LAST_COMPLETED_FIRST,
  from: (knex) => knex('interviews').select('interviews.*').where('status', 'completed'),
  filters,
  hydrate,
});
