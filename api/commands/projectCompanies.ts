import type { Knex } from 'knex';
import type { KeysetPage } from '../pagination/keysetPage';
import { namePage } from '../pagination/namePage';

/**
 * One page of the companies a project's experts come from, A to Z, each once, as its
 * interviews spell them: the options of the transcripts' company filter.
 */
export function projectCompanyPage(
  db: Knex,
  projectId: string,
  page: { limit: number; cursor?: string },
): Promise<KeysetPage<string>> {
  const companies = db('interviews')
    .distinct('company as name')
    .where('project_id', projectId)
    .as('companies');
  return namePage(db.from(companies), page);
}
