import fs from 'node:fs';
import type { CapturedQuery } from './queryCapture';

/**
 * What the scale bench captured of Parley, as its baseline servers replay it: each target's
 * statements in the order Parley sent them (SAME_SQL_FILE, one JSON line each), and the body
 * Parley answered for it (SAME_BODY_FILE, `{ target: body }`; absent: none).
 */
export function readCapturedReplay(env: NodeJS.ProcessEnv = process.env) {
  const statements = new Map<string, CapturedQuery[]>();
  for (const line of fs.readFileSync(env.SAME_SQL_FILE!, 'utf8').split('\n')) {
    if (!line) continue;
    const query = JSON.parse(line) as CapturedQuery;
    statements.set(query.target, [...(statements.get(query.target) ?? []), query]);
  }
  const bodies = new Map<string, Buffer>(
    Object.entries(
      JSON.parse(env.SAME_BODY_FILE ? fs.readFileSync(env.SAME_BODY_FILE, 'utf8') : '{}') as Record<
        string,
        string
      >,
    ).map(([target, body]) => [target, Buffer.from(body)]),
  );
  return { statements, bodies };
}

/** The pool size of Parley's knex (api/db/connection.ts), so every server waits alike. */
export const PARLEY_POOL_SIZE = 10;
