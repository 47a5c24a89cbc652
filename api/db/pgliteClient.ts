import { createRequire } from 'node:module';
import type { Knex } from 'knex';

const require = createRequire(import.meta.url);
// knex-pglite ships as CommonJS with a class we need to extend, not just instantiate.
const ClientPGLite = require('knex-pglite') as new (config: Knex.Config) => Knex.Client;

/**
 * knex-pglite labels a `.del()` response "DEL", which knex's Postgres dialect does
 * not recognise, so deletes return the raw result object instead of a row count.
 * Renaming the method here makes `.del()` behave exactly as it does on `pg`.
 */
export class PGliteClient extends (ClientPGLite as unknown as new (
  config: Knex.Config,
) => Knex.Client & {
  processResponse(obj: { method?: string }, runner: unknown): unknown;
}) {
  override processResponse(obj: { method?: string }, runner: unknown) {
    const method = obj.method === 'del' ? 'delete' : obj.method;
    return super.processResponse({ ...obj, method }, runner);
  }
}
