import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { buildServerOnce } from '../../scripts/buildServer';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrations';
import { requireSpeechTools } from './requireSpeechTools';

/**
 * Builds the server (scripts/buildServer.ts) and migrates once per test run, then every
 * test file copies the migrated database:
 * - PGlite (default): a dump of a migrated data dir, restored in ~0.6 s instead of
 *   the 3-8 s a fresh PGlite takes to boot and migrate;
 * - PostgreSQL (DATABASE_URL set): a migrated template database that each file
 *   clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  requireSpeechTools();
  // The tests that start real servers run what `npm start` runs: this checkout, built.
  await buildServerOnce();
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const template = `parley_tmpl_${process.pid}`;
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin.raw(`drop database if exists ${template}`);
    await admin.raw(`create database ${template}`);
    const db = await openDatabase(withDatabase(url, template));
    await migrateToLatest(db.knex);
    await db.close();
    project.provide('postgresTemplate', template);
    return async () => {
      await dropTestDatabases(admin, template);
      await admin.destroy();
    };
  }

  const db = await openDatabase('pglite://memory');
  await migrateToLatest(db.knex);
  const pglite = (
    db.knex.client as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).pglite;
  const dump = await pglite.dumpDataDir('none');
  await db.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-test-'));
  const snapshot = path.join(dir, 'migrated.tar');
  await fs.writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', snapshot);
  return () => fs.rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropTestDatabases(admin: import('knex').Knex, template: string) {
  const { rows } = await admin.raw('select datname from pg_database where datname like ?', [
    `${template}%`,
  ]);
  for (const { datname } of rows as { datname: string }[]) {
    await admin.raw(`drop database if exists "${datname}" with (force)`);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot?: string;
    postgresTemplate?: string;
  }
}
