import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import supertest from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { Services } from '../context';
import { type Database, openDatabase } from '../db/connection';
import { startJobs } from '../jobs';
import { createServices } from '../services';
import { createAdmin, createCustomer, createExpert, signIn } from './factories';
import { withDatabase } from './globalSetup';

export interface TestApp {
  services: Services;
  db: Database;
  /** http://127.0.0.1:PORT, what a browser on this server sends as Origin. */
  origin: string;
  /** A cookie-less client: every call is a new visitor. */
  request: () => ReturnType<typeof supertest>;
  /** A client that keeps its cookies, like one browser. */
  agent: () => supertest.Agent;
  /** A browser signed in as a new admin, a new customer of `client`, or a new expert. */
  asAdmin: () => Promise<supertest.Agent>;
  asCustomerOf: (client: string) => Promise<supertest.Agent>;
  asExpert: (email?: string) => Promise<supertest.Agent>;
  close(): Promise<void>;
}

/**
 * A full Parley app on a database of its own, for one test file. `env` overrides
 * configuration, e.g. `{ TRANSCRIPTION_PROVIDER: 'none' }`.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
  const { db, dropDatabase } = await openTestDatabase();
  // A project language model takes about 15 s of CPU to build in the background:
  // tests use the generic model unless they ask for it.
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
    TRANSCRIPTION_LANGUAGE_MODEL: 'generic',
    ...env,
  });
  const services = createServices(config, db);
  await startJobs(services.jobs, db.knex, services.transcription, { work: true });
  const app = createApp({ services, sessionKeys: ['test-session-key-0123456789'] });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    services,
    db,
    origin: `http://127.0.0.1:${port}`,
    request: () => supertest(server),
    agent: () => supertest.agent(server),
    asAdmin: async () => signIn(supertest.agent(server), await createAdmin(db.knex)),
    asCustomerOf: async (client) =>
      signIn(supertest.agent(server), await createCustomer(db.knex, client)),
    asExpert: async (email) => signIn(supertest.agent(server), await createExpert(db.knex, email)),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.jobs.stop();
      await db.close();
      await dropDatabase();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ db: Database; dropDatabase: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin.raw(`create database "${name}" template "${template}"`);
    const db = await openDatabase(withDatabase(url, name));
    return {
      db,
      dropDatabase: async () => {
        await admin.raw(`drop database if exists "${name}" with (force)`);
        await admin.destroy();
      },
    };
  }
  const snapshotPath = inject('pgliteSnapshot');
  if (!snapshotPath) throw new Error('The test global setup did not provide a database snapshot');
  const snapshot = new Blob([await fs.readFile(snapshotPath)]);
  const db = await openDatabase('pglite://memory', { pgliteSnapshot: snapshot });
  return { db, dropDatabase: async () => {} };
}
