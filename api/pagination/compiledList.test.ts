import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { createProject, whileListening } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { compiledList } from './compiledList';
import { encodeCursor, type KeysetOrder } from './keysetPage';

let t: TestApp;
let knex: Knex;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  knex = t.db.knex;
  await knex('projects').del();
  for (const [client, name] of [
    ['Alpha Capital', 'a1'],
    ['Beta Bank', 'b1'],
    ['Alpha Capital', 'a2'],
    ['Gamma Fund', 'g1'],
    ['Alpha Capital', 'a3'],
  ]) {
    await createProject(knex, { client, name });
  }
});
afterAll(() => t.close());

const BY_NAME: KeysetOrder = {
  table: 'projects',
  keys: ['projects.name', 'projects.id'],
  direction: 'asc',
};

const projects = compiledList<{ clients?: string[]; name?: string }, { id: string; name: string }>({
  order: BY_NAME,
  from: (db) => db('projects').select('projects.id', 'projects.name'),
  filters: {
    clients: (query, clients) => query.whereRaw('client = any(?)', [clients]),
    name: (query, name) => query.where('name', name),
  },
  hydrate: (row) => ({ id: row.id as string, name: row.name as string }),
});

async function names(filters: { clients?: string[]; name?: string }, limit = 10) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await projects(knex, filters, { limit, cursor });
    pages.push(page.rows.map((row) => row.name));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

describe('compiledList', () => {
  it('pages every row in order, the cursor continuing where the last page ended', async () => {
    expect(await names({}, 2)).toEqual([['a1', 'a2'], ['a3', 'b1'], ['g1']]);
  });

  it('applies only the filters given, an empty list of clients matching nothing', async () => {
    expect(await names({ clients: ['Alpha Capital', 'Gamma Fund'] }, 3)).toEqual([
      ['a1', 'a2', 'a3'],
      ['g1'],
    ]);
    expect(await names({ clients: ['Beta Bank'], name: 'b1' })).toEqual([['b1']]);
    expect(await names({ clients: ['Beta Bank'], name: 'a1' })).toEqual([[]]);
    expect(await names({ clients: [] })).toEqual([[]]);
  });

  it('sends one statement text per shape, whatever the page size', async () => {
    const texts = new Set<string>();
    await whileListening(
      knex,
      'query',
      (query) => texts.add((query as { sql: string }).sql),
      async () => {
        for (const limit of [1, 2, 3, 50])
          await projects(knex, { clients: ['Alpha Capital'] }, { limit });
      },
    );
    expect(texts.size).toBe(1);
  });

  it('refuses a cursor that names no row, and one that is not a cursor', async () => {
    for (const cursor of [encodeCursor('prj_missing'), 'not a cursor']) {
      await expect(projects(knex, {}, { limit: 2, cursor })).rejects.toBeInstanceOf(
        ValidationError,
      );
    }
  });
});
