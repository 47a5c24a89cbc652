import type { Knex } from 'knex';
import { optionalExtension } from '../extensions';

/**
 * Trigram indexes for the interview lists' `q` search (expert name or company, any part,
 * any case: api/routes/interviews/interviewPages.ts). A `%term%` pattern cannot use a
 * b-tree, so without these an admin's search across every client reads every interview:
 * at 100× the bench's 50,000 answers (200,000 interviews) a search for a name that is not
 * there took 77–86 ms, and 0.1–1.3 ms with them (docs/SCALING.md). pg_trgm ships with
 * PostgreSQL and is loaded into PGlite (api/db/connection.ts); a server without it still
 * searches, by reading every row.
 */
export async function up(knex: Knex) {
  const trigrams = await optionalExtension(knex, {
    name: 'pg_trgm',
    fallback: 'interview search reads every interview',
    expected: true,
  });
  if (!trigrams) return;
  for (const column of SEARCHED_COLUMNS) {
    await knex.raw(
      `create index ${indexName(column)} on interviews using gin (${column} gin_trgm_ops)`,
    );
  }
}

export async function down(knex: Knex) {
  // pg_trgm stays: other schemas may use it.
  for (const column of SEARCHED_COLUMNS) {
    await knex.raw(`drop index if exists ${indexName(column)}`);
  }
}

const SEARCHED_COLUMNS = ['expert_name', 'company'] as const;

function indexName(column: (typeof SEARCHED_COLUMNS)[number]): string {
  return `interviews_${column}_trigrams`;
}
