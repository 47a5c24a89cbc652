import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { compiledQuery } from './compiledQuery';

let t: TestApp;
let knex: Knex;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  knex = t.db.knex;
  await createProject(knex, { client: 'Alpha Capital', name: 'Alpha one' });
  await createProject(knex, { client: 'Alpha Capital', name: 'Alpha two' });
  await createProject(knex, { client: 'Beta Bank', name: 'Beta one' });
});
afterAll(() => t.close());

const byClient = (db: Knex, client: string, after: string) =>
  db('projects').where({ client }).andWhere('name', '>', after).orderBy('name').first('name');

describe('compiledQuery', () => {
  it('answers each call with its own values, as the builder would', async () => {
    const compiled = compiledQuery<[string, string], { name: string }>(byClient);
    for (const [client, after] of [
      ['Alpha Capital', ''],
      ['Alpha Capital', 'Alpha one'],
      ['Beta Bank', ''],
      ['Gamma Fund', ''],
      ['Alpha Capital', 'Alpha two'],
    ] as const) {
      const [row] = await compiled(knex, client, after);
      expect(row, `${client} after "${after}"`).toEqual(await byClient(knex, client, after));
    }
  });

  it('keeps the builder’s constants: first() still returns one row', async () => {
    const compiled = compiledQuery<[string, string], { name: string }>(byClient);
    expect(await compiled(knex, 'Alpha Capital', '')).toEqual([{ name: 'Alpha one' }]);
  });

  it('binds values, never splices them into the SQL', async () => {
    const compiled = compiledQuery<[string, string], { name: string }>(byClient);
    expect(await compiled(knex, "Alpha Capital' or '1'='1", '')).toEqual([]);
  });

  it('compiles once per database: its transactions reuse the statement', async () => {
    let builds = 0;
    const compiled = compiledQuery<[string, string], { name: string }>((db, client, after) => {
      builds++;
      return byClient(db, client, after);
    });
    await compiled(knex, 'Alpha Capital', '');
    for (const client of ['Alpha Capital', 'Beta Bank']) {
      await knex.transaction(async (trx) => {
        expect(await compiled(trx, client, '')).toEqual([await byClient(trx, client, '')]);
      });
    }
    expect(builds).toBe(1);
  });

  it('is seen by knex’s query event, as a statement knex sent itself', async () => {
    const compiled = compiledQuery<[string, string], { name: string }>(byClient);
    expect(await countQueries(knex, () => compiled(knex, 'Beta Bank', ''))).toBe(1);
  });

  it('refuses an array value, which knex.raw would have spread into a list', async () => {
    const compiled = compiledQuery<[unknown], unknown>((db, id) => db('projects').where({ id }));
    await expect(compiled(knex, ['a', 'b'])).rejects.toThrow(/is an array/);
  });

  it('sends a list bound to any(?) as one PostgreSQL array, and refuses a lone value there', async () => {
    const compiled = compiledQuery<[unknown], { name: string }>((db, clients) =>
      db('projects')
        .whereRaw('client = any(?)', [clients as string[]])
        .orderBy('name')
        .select('name'),
    );
    const names = async (clients: string[]) =>
      (await compiled(knex, clients)).map((row) => row.name);
    expect(await names(['Beta Bank', 'Alpha Capital'])).toEqual([
      'Alpha one',
      'Alpha two',
      'Beta one',
    ]);
    expect(await names(['Beta Bank'])).toEqual(['Beta one']);
    expect(await names([])).toEqual([]);
    await expect(compiled(knex, 'Beta Bank')).rejects.toThrow(/not an array/);
  });

  it('refuses an undefined value, as a knex builder does, rather than send it as NULL', async () => {
    const compiled = compiledQuery<[unknown], unknown>((db, id) => db('projects').where({ id }));
    await expect(compiled(knex, undefined)).rejects.toThrow(/is undefined/);
  });

  it('refuses a builder that reshapes a value, or leaves one unbound', async () => {
    const like = compiledQuery<[string], unknown>((db, term) =>
      db('projects').where('name', 'like', `%${term}%`),
    );
    await expect(like(knex, 'Alpha')).rejects.toThrow(/changed by the builder/);
    const unused = compiledQuery<[string], unknown>((db) => db('projects').first('id'));
    await expect(unused(knex, 'Alpha')).rejects.toThrow(/not bound/);
  });
});
