import { postgresReachable } from '../../../e2e/support/scratchDatabase';

/** Where the local PostgreSQL answers on a developer's machine and in CI (`.ci/run`). */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';

export type TestPostgres = { url: string } | { skipped: string };

/**
 * The PostgreSQL server a multi-process test makes its scratch database on: the one
 * DATABASE_URL names when it is postgres:// (CI's PostgreSQL run), else the local one if
 * it answers. Skipping is for a machine without PostgreSQL; with `CI` set, a test that
 * needs it must fail instead, so this throws.
 */
export async function findTestPostgres(
  env: NodeJS.ProcessEnv = process.env,
): Promise<TestPostgres> {
  const configured = env.DATABASE_URL;
  const url = configured && /^postgres(ql)?:\/\//.test(configured) ? configured : LOCAL_POSTGRES;
  if (await postgresReachable(url)) return { url };
  const reason = `no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL=postgres://…)`;
  if (env.CI) throw new Error(`CI is set and ${reason}`);
  return { skipped: reason };
}
