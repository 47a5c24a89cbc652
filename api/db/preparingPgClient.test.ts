import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { compiledQuery } from './compiledQuery';
import { MAX_NAMED_STATEMENTS, PreparingPgClient } from './preparingPgClient';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let knex: Knex;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  knex = t.db.knex;
  await createProject(knex, { client: 'Prepared Capital', name: 'Prepared one' });
});
afterAll(() => t.close());

/** The statements prepared on the transaction's connection, by their text. */
async function preparedOn(trx: Knex.Transaction): Promise<Map<string, string>> {
  // No values: sent as a simple query, so reading the list prepares nothing itself.
  const { rows } = await trx.raw<{ rows: { name: string; statement: string }[] }>(
    'select name, statement from pg_prepared_statements',
  );
  return new Map(rows.map((row) => [row.statement, row.name]));
}

/** A knex with one connection: what one statement prepares there, the next one meets. */
function oneConnection(): Knex {
  return knexFactory({
    client: PreparingPgClient as unknown as typeof Knex.Client,
    connection: knex.client.config.connection,
    pool: { min: 1, max: 1 },
  });
}

/**
 * Makes `table` with one row and reads it, adds a column under the prepared read, and
 * expects PostgreSQL to refuse the read once, then the next one to see the new column.
 */
async function expectPreparedAfresh(single: Knex, table: string, read: () => Promise<unknown>) {
  await single.raw(`create table ${table} (id integer)`);
  await single.raw(`insert into ${table} values (1)`);
  expect(await read()).toEqual([{ id: 1 }]);
  await single.raw(`alter table ${table} add column note text`);
  await expect(read()).rejects.toMatchObject({ code: '0A000' });
  expect(await read()).toEqual([{ id: 1, note: null }]);
}

// PGlite's client never prepares (PreparingPgClient is PostgreSQL's); CI's second run has DATABASE_URL.
describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  it('prepare a statement with values once per connection, named by its text', async () => {
    const byClient = (db: Knex, client: string) => db('projects').where({ client }).select('name');
    await knex.transaction(async (trx) => {
      expect(await byClient(trx, 'Prepared Capital')).toEqual([{ name: 'Prepared one' }]);
      expect(await byClient(trx, 'Nobody')).toEqual([]);
      const prepared = await preparedOn(trx);
      const name = prepared.get(byClient(trx, 'x').toSQL().toNative().sql);
      expect(name).toMatch(/^knex_[0-9a-f]{20}_0$/);
      // One name for both calls: the values are bound to the one statement.
      expect([...prepared.values()].filter((other) => other === name)).toHaveLength(1);
    });
  });

  it('prepare a statement afresh once a column change made PostgreSQL refuse it', async () => {
    const single = oneConnection();
    try {
      await expectPreparedAfresh(single, 'prepared_probe', () =>
        single('prepared_probe').where('id', 1).select('*'),
      );
    } finally {
      await single.raw('drop table if exists prepared_probe');
      await single.destroy();
    }
  });

  it('send a compiled statement straight to pg under the name knex’s own path gives it', async () => {
    const single = oneConnection();
    try {
      const byClient = (db: Knex, client: string) =>
        db('projects').where({ client }).select('name');
      const compiled = compiledQuery<[string], { name: string }>(byClient);
      expect(await compiled(single, 'Prepared Capital')).toEqual([{ name: 'Prepared one' }]);
      expect(await byClient(single, 'Prepared Capital')).toEqual([{ name: 'Prepared one' }]);
      const { rows } = await single.raw<{ rows: { name: string; statement: string }[] }>(
        'select name, statement from pg_prepared_statements',
      );
      const text = byClient(single, 'x').toSQL().toNative().sql;
      // Prepared once, by whichever path came first, and used by both.
      expect(rows.filter((row) => row.statement === text)).toEqual([
        { name: expect.stringMatching(/^knex_[0-9a-f]{20}_0$/), statement: text },
      ]);
    } finally {
      await single.destroy();
    }
  });

  it('name a failed compiled statement in its error, and prepare it afresh after a column change', async () => {
    const single = oneConnection();
    try {
      const read = compiledQuery<[number], unknown>((db, id) =>
        db('compiled_probe').where({ id }).select('*'),
      );
      await expect(read(single, 1)).rejects.toMatchObject({
        code: '42P01',
        message: expect.stringMatching(/^select \* from "compiled_probe" where "id" = \$1 - /),
      });
      await expectPreparedAfresh(single, 'compiled_probe', () => read(single, 1));
    } finally {
      await single.raw('drop table if exists compiled_probe');
      await single.destroy();
    }
  });

  it('hand pg the options a caller gives a statement, and name a failed one in its error', async () => {
    const { rows } = await knex.raw('select ?::integer as one', [1]).options({ rowMode: 'array' });
    expect(rows).toEqual([[1]]);
    await expect(knex('no_such_table').where({ id: 1 })).rejects.toMatchObject({
      code: '42P01',
      message: expect.stringMatching(/^select \* from "no_such_table" where "id" = \$1 - /),
    });
  });

  it(`send texts past the first ${MAX_NAMED_STATEMENTS} unnamed, and still answer them`, async () => {
    await knex.transaction(async (trx) => {
      const texts: string[] = [];
      for (let index = 0; index <= MAX_NAMED_STATEMENTS; index++) {
        const statement = trx.raw(`select ?::integer as value_${index}`, [index]);
        texts.push(statement.toSQL().toNative().sql);
        const { rows } = await statement;
        expect(rows).toEqual([{ [`value_${index}`]: index }]);
      }
      const prepared = await preparedOn(trx);
      expect(prepared.has(texts[0]!)).toBe(true);
      expect(prepared.has(texts.at(-1)!)).toBe(false);
    });
  });
});
