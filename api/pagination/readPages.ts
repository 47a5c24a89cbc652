import type supertest from 'supertest';
import { expect } from 'vitest';

/** For tests: a list page as every paged endpoint answers it. */
export interface Page {
  items: { id?: string; name?: string }[];
  nextCursor: string | null;
}

/** For tests: every page of `path` at `limit` a page, each checked to be a well-formed page. */
export async function readPages(agent: supertest.Agent, path: string, limit: number) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await agent.get(url);
    expect(response.status, response.text).toBe(200);
    const page = response.body as Page;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}
