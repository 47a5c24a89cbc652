import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { compiledQuery } from './compiledQuery';
import { sendAtCommit, sendTogether } from './sendTogether';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let knex: Knex;
let interviewId: string;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  knex = t.db.knex;
  ({
    interview: { id: interviewId },
  } = await createInterview(knex, await createProject(knex, { client: 'Together Capital' })));
});
afterAll(() => t.close());

const interviewStatus = compiledQuery<[string], { status: string }>((db, id) =>
  db('interviews').where({ id }).first('status'),
);
const lockInterview = compiledQuery<[string], { id: string }>((db, id) =>
  db('interviews').where({ id }).forUpdate().first('id'),
);
const questionCount = compiledQuery<[string], { count: string | number }>((db, id) =>
  db('questions').where({ interview_id: id }).count({ count: '*' }),
);
const renameInterview = compiledQuery<[string, string], never>((db, id, name) =>
  db('interviews').where({ id }).update({ expert_name: name }),
);
// Fails in PostgreSQL, not in knex: the counter is an integer column.
const failing = compiledQuery<[string], never>((db, id) =>
  db('interviews').where({ id }).update({ total_questions: 'not a number' }),
);
const expertName = async (db: Knex = knex) =>
  (await db('interviews').where({ id: interviewId }).first('expert_name'))?.expert_name;

/** Counts the writes to the transaction's socket from now until `stop`; PostgreSQL only. */
async function spyOnWrites(trx: Knex.Transaction) {
  const connection = (await trx.client.acquireConnection()) as {
    connection: { stream: Record<'_write' | '_writev', (...args: unknown[]) => unknown> };
  };
  const { stream } = connection.connection;
  let writes = 0;
  const spied = ['_write', '_writev'] as const;
  for (const method of spied) {
    const original = stream[method];
    stream[method] = (...args: unknown[]) => {
      writes++;
      return original.apply(stream, args);
    };
  }
  return {
    writes: () => writes,
    stop: () => {
      for (const method of spied) delete stream[method];
    },
  };
}

/** Counts the writes to the transaction's socket while `work` runs; PostgreSQL only. */
async function writesWhile(trx: Knex.Transaction, work: () => Promise<unknown>): Promise<number> {
  const spy = await spyOnWrites(trx);
  try {
    await work();
  } finally {
    spy.stop();
  }
  return spy.writes();
}

describe('sendTogether', () => {
  it('resolves to each statement’s rows, in the order given', async () => {
    const [status, count] = await sendTogether(
      knex,
      interviewStatus.withValues(interviewId),
      questionCount.withValues(interviewId),
    );
    expect(status).toEqual(await interviewStatus(knex, interviewId));
    expect(Number(count[0]?.count)).toBeGreaterThan(0);
  });

  it.runIf(onPostgres)('writes the statements to PostgreSQL in one write', async () => {
    await knex.transaction(async (trx) => {
      await interviewStatus(trx, interviewId); // BEGIN goes out with this one.
      const together = await writesWhile(trx, () =>
        sendTogether(
          trx,
          lockInterview.withValues(interviewId),
          interviewStatus.withValues(interviewId),
          questionCount.withValues(interviewId),
        ),
      );
      const oneByOne = await writesWhile(trx, async () => {
        await lockInterview(trx, interviewId);
        await interviewStatus(trx, interviewId);
        await questionCount(trx, interviewId);
      });
      expect({ together, oneByOne }).toEqual({ together: 1, oneByOne: 3 });
    });
  });

  it('throws the first failure in order, and the transaction undoes the rest', async () => {
    const before = await expertName();
    const attempt = knex.transaction(async (trx) => {
      await sendTogether(
        trx,
        renameInterview.withValues(interviewId, 'Renamed before the failure'),
        failing.withValues(interviewId),
        renameInterview.withValues(interviewId, 'Renamed after the failure'),
      );
    });
    await expect(attempt).rejects.toThrow(/invalid input syntax/);
    expect(await expertName()).toBe(before);
  });

  it('reads after a lock what the lock’s holder committed while it waited', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = knex.transaction(async (trx) => {
      await lockInterview(trx, interviewId);
      await trx('interviews')
        .where({ id: interviewId })
        .update({ expert_name: 'Held and renamed' });
      await released;
    });
    const reader = knex.transaction(async (trx) =>
      sendTogether(trx, lockInterview.withValues(interviewId), renamedTo.withValues(interviewId)),
    );
    // The reader's lock waits for the holder; once the holder commits, the read after it
    // sees the rename, though the reader's statements were written before the commit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await holder;
    const [, [read]] = await reader;
    expect(read?.expert_name).toBe('Held and renamed');
  });
});

const renamedTo = compiledQuery<[string], { expert_name: string | null }>((db, id) =>
  db('interviews').where({ id }).first('expert_name'),
);

describe('a transaction on PostgreSQL', () => {
  it('runs its first statement inside it, though BEGIN waits to go out with it', async () => {
    const before = await expertName();
    await expect(
      knex.transaction(async (trx) => {
        await renameInterview(trx, interviewId, 'Never kept');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await expertName()).toBe(before);
  });

  it.runIf(onPostgres)('writes BEGIN with its first statement and COMMIT alone', async () => {
    let writes = 0;
    await knex.transaction(async (trx) => {
      writes = await writesWhile(trx, () => renameInterview(trx, interviewId, 'One write'));
    });
    expect(writes).toBe(1);
    expect(await expertName()).toBe('One write');
  });

  it('commits a statement sent at commit, with the transaction', async () => {
    await knex.transaction(async (trx) => {
      await sendAtCommit(trx, renameInterview.withValues(interviewId, 'Sent at commit'));
    });
    expect(await expertName()).toBe('Sent at commit');
  });

  it.runIf(onPostgres)('writes a statement sent at commit together with COMMIT', async () => {
    let spy: Awaited<ReturnType<typeof spyOnWrites>> | undefined;
    await knex.transaction(async (trx) => {
      await renameInterview(trx, interviewId, 'First');
      spy = await spyOnWrites(trx);
      await sendAtCommit(trx, renameInterview.withValues(interviewId, 'Held for COMMIT'));
      expect(spy.writes()).toBe(0);
    });
    spy?.stop();
    expect(spy?.writes()).toBe(1);
    expect(await expertName()).toBe('Held for COMMIT');
  });

  it('fails the commit, and keeps nothing, when a statement sent at commit fails', async () => {
    await renameInterview(knex, interviewId, 'Before');
    const attempt = knex.transaction(async (trx) => {
      await renameInterview(trx, interviewId, 'Inside');
      await sendAtCommit(trx, failing.withValues(interviewId));
    });
    await expect(attempt).rejects.toThrow(/invalid input syntax/);
    expect(await expertName()).toBe('Before');
  });

  it('drops a statement sent at commit when the transaction rolls back', async () => {
    await renameInterview(knex, interviewId, 'Kept');
    await expect(
      knex.transaction(async (trx) => {
        await sendAtCommit(trx, renameInterview.withValues(interviewId, 'Dropped'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expertName()).toBe('Kept');
  });

  it('commits an empty transaction, and one with an isolation level, as before', async () => {
    await knex.transaction(async () => {});
    const status = await knex.transaction(
      async (trx) => (await interviewStatus(trx, interviewId))[0]?.status,
      { isolationLevel: 'repeatable read' },
    );
    expect(status).toBe((await interviewStatus(knex, interviewId))[0]?.status);
  });
});
