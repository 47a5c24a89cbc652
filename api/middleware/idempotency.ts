import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { File } from 'formidable';
import type { AppState } from '../context';
import { compiledQuery } from '../db/compiledQuery';
import { ConflictError, IdempotencyKeyReusedError, ValidationError } from '../errors';
import type { StackableMiddleware } from './types';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * Exactly-once handling for calls the offline outbox replays. Must run inside
 * `transaction()`: the key is claimed with an insert in the same transaction as the
 * work, so either both commit or neither does.
 *
 * - First use: the route runs and its response is stored with the key.
 * - Same key, same request: the stored response is replayed, nothing runs again.
 * - Same key, different request (or another endpoint): 422.
 *
 * On PostgreSQL a concurrent duplicate blocks on the key's unique index until the
 * first transaction ends, then replays its committed response. Keys are optional:
 * a request without one is handled normally.
 */
export function idempotency(): StackableMiddleware {
  return async (ctx, next) => {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    if (!key) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new ValidationError(
        'Idempotency-Key must be 8 to 200 letters, digits or - _ . : characters',
      );
    }
    const trx = (ctx.state as AppState).trx;
    const scope = `${ctx.method} ${ctx.path}`;
    const requestHash = await hashRequest(ctx.request.body, ctx.request.files);

    const claimed = await claimKey(trx, key, scope, requestHash);

    if (claimed.length === 0) {
      const existing = await trx('idempotency_keys').where({ key }).first();
      if (!existing || existing.scope !== scope || existing.request_hash !== requestHash) {
        throw new IdempotencyKeyReusedError();
      }
      if (existing.status !== 'completed') {
        throw new ConflictError(
          'This request is still being processed; retry shortly',
          'request_in_flight',
        );
      }
      ctx.status = existing.response_status;
      ctx.body = existing.response_body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }

    await next();
    await storeResponse(trx, key, ctx.status, JSON.stringify(ctx.body ?? null), new Date());
  };
}

// Compiled once: every answer the outbox sends claims a key and stores its response.
const claimKey = compiledQuery<[string, string, string], { key: string }>(
  (knex, key, scope, requestHash) =>
    knex('idempotency_keys')
      .insert({ key, scope, request_hash: requestHash, status: 'processing' })
      .onConflict('key')
      .ignore()
      .returning('key'),
);

const storeResponse = compiledQuery<[string, number, string, Date], never>(
  (knex, key, status, body, completedAt) =>
    knex('idempotency_keys').where({ key }).update({
      status: 'completed',
      response_status: status,
      response_body: body,
      completed_at: completedAt,
    }),
);

/** A stable digest of the parsed fields plus the bytes of every uploaded file. */
async function hashRequest(
  body: unknown,
  files: Record<string, File | File[]> | undefined,
): Promise<string> {
  const hash = createHash('sha256');
  hash.update(canonicalJson(body ?? {}));
  for (const field of Object.keys(files ?? {}).sort()) {
    for (const file of [files?.[field]].flat()) {
      if (!file) continue;
      hash.update(`\0file:${field}\0`);
      hash.update(await fs.readFile(file.filepath));
    }
  }
  return hash.digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
