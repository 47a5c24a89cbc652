/**
 * What pipelining an answer's transaction would save (docs/SCALING.md, the eighth session of
 * 6 Dec 2026). Its gain did not carry over to the server: four writes instead of seven, built
 * in 9071a93, measured no faster there and was reverted (docs/SCALING.md, 7 Dec 2026).
 * Saving an answer today is seven statements, each sent after the previous one's result:
 * BEGIN, the idempotency key's claim, the interview's row lock, the outline read, the
 * answer's insert, the key's stored response, COMMIT. On these 2-core machines a statement's
 * write to PostgreSQL's socket is the largest single cost of the answer path, and pg 8.23
 * can send statements without waiting (its `pipeline` client option). This probe sends the
 * same shapes of statement three ways, on a scratch database of its own:
 *
 * - `one at a time`: seven round trips, as Parley does now;
 * - `BEGIN with the first`: BEGIN held back and written with the claim, six round trips;
 * - `two batches`: BEGIN, claim, lock and outline in one write, then the insert, the stored
 *   response and COMMIT in another: two round trips. The outline still reads after the lock
 *   is granted (PostgreSQL runs a connection's statements in order, each on a fresh
 *   snapshot under READ COMMITTED), which is what the answer path's lock is for.
 *
 * 50 senders answer 10 questions each, back to back, on a pool of 10 connections (the
 * submission bench's load and Parley's pool); each way runs three turns of five rounds,
 * alternating, and the median round of each turn is printed: answers a second, p99, and
 * this process's CPU per answer. The insert is one row into a plain table, lighter than
 * Parley's (which also marks the question, stores features and counts), so the figures
 * compare round trips, not Parley's whole answer.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/pipelineProbe.ts
 */
import pg from 'pg';
import { percentile } from './measure';

const SENDERS = 50;
const ANSWERS_EACH = 10;
const POOL_SIZE = 10;
const INTERVIEWS = 500;
const QUESTIONS_EACH = 22;
const ROUNDS_PER_TURN = 5;
const TURNS = 3;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH_DATABASE = 'parley_pipeline_probe';

const SCHEMA = `
  create table interviews (id text primary key, status text not null);
  create table questions (id text primary key, interview_id text not null references interviews,
    question_text text not null);
  create index on questions (interview_id);
  create table answers (id text primary key, question_id text not null unique,
    interview_id text not null, answer_text text not null);
  create table idempotency_keys (key text primary key, status text not null, response text);
  insert into interviews select 'i' || n, 'started' from generate_series(1, ${INTERVIEWS}) n;
  insert into questions select 'q' || i || '-' || n, 'i' || i, 'What changed in year ' || n || '?'
    from generate_series(1, ${INTERVIEWS}) i, generate_series(1, ${QUESTIONS_EACH}) n;`;

const statement = (name: string, text: string) => ({ name, text });
const CLAIM = statement(
  'claim',
  `insert into idempotency_keys (key, status) values ($1, 'processing')
   on conflict (key) do nothing returning key`,
);
const LOCK = statement('lock', 'select * from interviews where id = $1 for update');
const OUTLINE = statement(
  'outline',
  `select q.*, a.id as answer_id, a.answer_text from questions q
   left join answers a on a.question_id = q.id where q.interview_id = $1 order by q.id`,
);
const INSERT = statement(
  'insert',
  'insert into answers (id, question_id, interview_id, answer_text) values ($1, $2, $3, $4) returning *',
);
const STORE = statement(
  'store',
  `update idempotency_keys set status = 'completed', response = $2 where key = $1`,
);

interface Answer {
  key: string;
  interviewId: string;
  questionId: string;
  text: string;
}

type Way = (client: pg.PoolClient, answer: Answer) => Promise<void>;

const oneAtATime: Way = async (client, answer) => {
  await client.query('BEGIN');
  const claimed = await client.query({ ...CLAIM, values: [answer.key] });
  const locked = await client.query({ ...LOCK, values: [answer.interviewId] });
  const outline = await client.query({ ...OUTLINE, values: [answer.interviewId] });
  check(claimed, locked, outline);
  await client.query({ ...INSERT, values: answerValues(answer) });
  await client.query({ ...STORE, values: [answer.key, '{"saved":true}'] });
  await client.query('COMMIT');
};

const beginWithFirst: Way = async (client, answer) => {
  const [, claimed] = await inOneWrite(client, ['BEGIN', { ...CLAIM, values: [answer.key] }]);
  const locked = await client.query({ ...LOCK, values: [answer.interviewId] });
  const outline = await client.query({ ...OUTLINE, values: [answer.interviewId] });
  check(claimed!, locked, outline);
  await client.query({ ...INSERT, values: answerValues(answer) });
  await client.query({ ...STORE, values: [answer.key, '{"saved":true}'] });
  await client.query('COMMIT');
};

const twoBatches: Way = async (client, answer) => {
  const [, claimed, locked, outline] = await inOneWrite(client, [
    'BEGIN',
    { ...CLAIM, values: [answer.key] },
    { ...LOCK, values: [answer.interviewId] },
    { ...OUTLINE, values: [answer.interviewId] },
  ]);
  check(claimed!, locked!, outline!);
  await inOneWrite(client, [
    { ...INSERT, values: answerValues(answer) },
    { ...STORE, values: [answer.key, '{"saved":true}'] },
    'COMMIT',
  ]);
};

interface PgInternals {
  connection: { stream: { cork(): void; uncork(): void } };
}

/** Sends the statements in one write (the client must be in pipeline mode) and waits for all. */
function inOneWrite(client: pg.PoolClient, statements: (string | pg.QueryConfig)[]) {
  // pg's socket: corked, each statement's messages wait in it until the last is queued.
  const { stream } = (client as unknown as PgInternals).connection;
  stream.cork();
  const results = statements.map((s) => client.query(s as pg.QueryConfig));
  stream.uncork();
  return Promise.all(results);
}

function check(claimed: pg.QueryResult, locked: pg.QueryResult, outline: pg.QueryResult) {
  if (claimed.rowCount !== 1 || locked.rowCount !== 1 || outline.rowCount !== QUESTIONS_EACH) {
    throw new Error('the probe read something other than it wrote');
  }
}

function answerValues(answer: Answer) {
  return [`a-${answer.key}`, answer.questionId, answer.interviewId, answer.text];
}

interface Round {
  perSecond: number;
  p99Ms: number;
  cpuUsPerAnswer: number;
}

let nextInterview = 0;
let nextKey = 0;

/** SENDERS senders, each answering ANSWERS_EACH questions of an interview of its own. */
async function round(pool: pg.Pool, way: Way): Promise<Round> {
  const times: number[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      const interview = (nextInterview++ % INTERVIEWS) + 1;
      for (let n = 1; n <= ANSWERS_EACH; n++) {
        const answer = {
          key: `k${nextKey++}`,
          interviewId: `i${interview}`,
          questionId: `q${interview}-${n}`,
          text: 'Deposit pricing moved faster than we planned for. '.repeat(4),
        };
        const sent = performance.now();
        const client = await pool.connect();
        try {
          await way(client, answer);
        } finally {
          client.release();
        }
        times.push(performance.now() - sent);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  const answers = SENDERS * ANSWERS_EACH;
  return {
    perSecond: answers / ((performance.now() - started) / 1000),
    p99Ms: percentile(times, 0.99),
    cpuUsPerAnswer: (used.user + used.system) / answers,
  };
}

async function main() {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`);
  await admin.query(`create database ${SCRATCH_DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${SCRATCH_DATABASE}`;
  try {
    const setup = new pg.Client(url.toString());
    await setup.connect();
    await setup.query(SCHEMA);
    await setup.end();
    const ways: [string, Way, boolean][] = [
      ['one at a time', oneAtATime, false],
      ['BEGIN with the first', beginWithFirst, true],
      ['two batches', twoBatches, true],
    ];
    const pools = new Map(
      ways.map(([name, , pipeline]) => {
        const pool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE, pipeline });
        // The scratch database is dropped with its connections at the end: that is no failure.
        pool.on('error', () => {});
        return [name, pool];
      }),
    );
    for (let turn = 1; turn <= TURNS; turn++) {
      for (const [name, way] of ways) {
        const pool = pools.get(name)!;
        await pool.query('truncate answers, idempotency_keys');
        const rounds: Round[] = [];
        for (let r = 0; r < ROUNDS_PER_TURN; r++) rounds.push(await round(pool, way));
        const median = rounds.sort((a, b) => a.perSecond - b.perSecond)[ROUNDS_PER_TURN >> 1]!;
        console.log(
          `turn ${turn}  ${name.padEnd(20)} ${median.perSecond.toFixed(0).padStart(5)} answers/s` +
            `  p99 ${median.p99Ms.toFixed(0).padStart(4)} ms  ${median.cpuUsPerAnswer.toFixed(0)} µs CPU an answer`,
        );
      }
    }
    await Promise.all([...pools.values()].map((pool) => pool.end()));
  } finally {
    await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`);
    await admin.end();
  }
}

await main();
