import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
let knex: Knex;
let interviewId: string;
const client = 'Versioned Capital';
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  knex = t.db.knex;
  ({
    interview: { id: interviewId },
  } = await createInterview(knex, await createProject(knex, { client })));
});
afterAll(() => t.close());

async function version(db: Knex = knex): Promise<number> {
  const row = await db('dashboard_versions').where({ client }).first('version');
  return Number(row?.version ?? 0);
}

/** Migration 020: a client's dashboard version moves at commit, once per transaction. */
describe('dashboard versions', () => {
  it('move once per transaction, at its commit, whatever it changed', async () => {
    const before = await version();
    await knex.transaction(async (trx) => {
      await trx('interviews').where({ id: interviewId }).update({ status: 'in_progress' });
      await trx('questions').where({ interview_id: interviewId }).update({ is_answered: false });
      await trx('interviews').where({ id: interviewId }).update({ status: 'pending' });
      // Not yet: the rows are changed, the version waits for the commit.
      expect(await version(trx)).toBe(before);
    });
    expect(await version()).toBe(before + 1);
  });

  it('do not move when the transaction rolls back', async () => {
    const before = await version();
    await expect(
      knex.transaction(async (trx) => {
        await trx('interviews').where({ id: interviewId }).update({ status: 'in_progress' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await version()).toBe(before);
  });

  it('move for both clients when an interview changes client', async () => {
    const other = 'Other Versioned Capital';
    const otherBefore = Number(
      (await knex('dashboard_versions').where({ client: other }).first('version'))?.version ?? 0,
    );
    const before = await version();
    await knex('interviews').where({ id: interviewId }).update({ client: other });
    await knex('interviews').where({ id: interviewId }).update({ client });
    expect(await version()).toBe(before + 2);
    const otherAfter = await knex('dashboard_versions').where({ client: other }).first('version');
    expect(Number(otherAfter.version)).toBe(otherBefore + 2);
  });

  it('move when a change follows one rolled back to a savepoint', async () => {
    const before = await version();
    await knex.transaction(async (trx) => {
      await trx
        .transaction(async (savepoint) => {
          await savepoint('questions')
            .where({ interview_id: interviewId })
            .update({ order_index: 7 });
          throw new Error('undo');
        })
        .catch(() => {});
      // The rolled-back change took its queued event with it, and its memory of the interview.
      await trx('questions').where({ interview_id: interviewId }).update({ is_answered: false });
    });
    expect(await version()).toBe(before + 1);
  });

  /** Migration 023: one deferred event per interview a transaction changes, not one per row. */
  it('queue one event for every change to one interview, however many rows', async () => {
    const rows = await knex('questions').where({ interview_id: interviewId }).count().first();
    expect(Number(rows?.count)).toBeGreaterThan(1);
    const calls = async () => {
      await knex.raw('select pg_stat_clear_snapshot()');
      const row = await knex('pg_stat_user_functions')
        .whereIn('funcname', [
          'answers_raise_dashboard_version',
          'questions_raise_dashboard_version',
        ])
        .sum({ calls: 'calls' })
        .first();
      return Number(row?.calls ?? 0);
    };
    const before = await calls();
    await knex.transaction(async (trx) => {
      await trx.raw("set local track_functions = 'pl'");
      await trx('questions').where({ interview_id: interviewId }).increment('order_index', 1);
      await trx('questions').where({ interview_id: interviewId }).decrement('order_index', 1);
      await trx.raw('select pg_stat_force_next_flush()');
    });
    expect(await calls()).toBe(before + 1);
  });

  // One connection on PGlite: two transactions at once need PostgreSQL (CI runs both).
  it.runIf(onPostgres)(
    "leave one client's writers free to commit while another's transaction is open",
    async () => {
      const before = await version();
      const open = await knex.transaction();
      try {
        await open('interviews').where({ id: interviewId }).update({ status: 'in_progress' });
        // A second writer of the same client commits without waiting for the open one:
        // the version row is locked only while a transaction commits.
        const second = knex('questions')
          .where({ interview_id: interviewId })
          .update({ is_answered: false })
          .then(() => 'committed');
        const timeout = new Promise((resolve) => setTimeout(() => resolve('blocked'), 3_000));
        expect(await Promise.race([second, timeout])).toBe('committed');
        expect(await version()).toBe(before + 1);
      } finally {
        await open.commit();
      }
      expect(await version()).toBe(before + 2);
    },
  );
});
