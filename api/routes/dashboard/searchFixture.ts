import type supertest from 'supertest';
import { expect } from 'vitest';
import { pageSchema, type SearchResult, SearchResultSchema } from '../../../sync/contract';
import { MERIDIAN_CAPITAL } from './demoFixture';

/**
 * A search every answer with words matches (web search syntax for "without this word"):
 * with the dashboard's filters, search then lists every answer they keep, which the
 * dashboard counts but no longer lists.
 */
const EVERY_ANSWER = '-qqzzxq';

const SearchPageSchema = pageSchema(SearchResultSchema);

/** Every page of Meridian's answers matching `q`, with the dashboard's filters. */
export async function searchAll(
  reader: supertest.Agent,
  filters: { q?: string; company?: string; topic?: string },
) {
  const results: SearchResult[] = [];
  let cursor: string | null = null;
  do {
    const response = await reader.get('/api/search').query({
      q: EVERY_ANSWER,
      ...filters,
      client: MERIDIAN_CAPITAL,
      limit: '200',
      ...(cursor ? { cursor } : {}),
    });
    expect(response.status, response.text).toBe(200);
    const page = SearchPageSchema.parse(response.body);
    results.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  expect(new Set(results.map((result) => result.id)).size).toBe(results.length);
  return results;
}

/** The companies a topic's answers come from, A to Z, as the client report lists them. */
export async function companiesAbout(reader: supertest.Agent, topic: string) {
  const answers = await searchAll(reader, { topic });
  return [...new Set(answers.map((answer) => answer.company))].sort((a, b) => a.localeCompare(b));
}
