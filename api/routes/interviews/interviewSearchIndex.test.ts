import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterview, createProject, whileListening } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SentStatement {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** The statements the server sends while `work` runs, as knex's 'query' event reports them. */
async function statementsSent(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  await whileListening(t.db.knex, 'query', (query) => sent.push(query as SentStatement), work);
  return sent;
}

/**
 * The plan PostgreSQL makes for a statement as the server sent it, with reading the table
 * whole or in created_at order priced out: either is cheaper on a table this small, and the
 * question here is whether an index can answer the search at all, as it must when the
 * table is large. Without one, the plan is the sequential scan, priced out or not.
 */
async function planForLargeTable({ sql, bindings }: SentStatement): Promise<string> {
  // Sent on PostgreSQL with $1…$n, on PGlite with ?; knex.raw takes ?.
  const text = sql.replace(/\$\d+/g, '?');
  return t.db.knex.transaction(async (trx) => {
    await trx.raw('set local enable_seqscan = off');
    await trx.raw('set local enable_indexscan = off');
    const result = await trx.raw(`explain (format json) ${text}`, bindings);
    return JSON.stringify(result.rows);
  });
}

describe("the interview lists' q search", () => {
  it("is answered from the trigram indexes of the expert's name and the company", async () => {
    const project = await createProject(t.db.knex, { client: 'Trigram Client' });
    for (let index = 0; index < 20; index++) {
      await createInterview(t.db.knex, project, {
        expertName: `Expert ${index}`,
        company: `Company ${index}`,
      });
    }
    const admin = await t.asAdmin();
    const sent = await statementsSent(async () => {
      const response = await admin.get('/api/interviews?q=Lovelace');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    });
    const search = sent.find((statement) => /ilike/i.test(statement.sql));
    expect(search, 'the list statement with the q filter').toBeDefined();
    const plan = await planForLargeTable(search!);
    expect(plan).toContain('interviews_expert_name_trigrams');
    expect(plan).toContain('interviews_company_trigrams');
  });
});
