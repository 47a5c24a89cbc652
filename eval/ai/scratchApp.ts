import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import type { Services } from '../../api/context';
import { type Database, openDatabase } from '../../api/db/connection';
import { migrateToLatest } from '../../api/db/migrations';
import { seedDemoDataIfEmpty } from '../../api/db/seeds';
import { startJobs } from '../../api/jobs';
import { createServices } from '../../api/services';
import { withDatabase } from '../../api/test/globalSetup';
import { createScratchDatabase, type ScratchDatabase } from '../../e2e/support/scratchDatabase';

export interface ScratchApp {
  /** http://127.0.0.1:PORT */
  url: string;
  db: Database;
  services: Services;
  /** Stops the server and throws the database and data directory away. */
  close(): Promise<void>;
}

/**
 * A real Parley app in this process, on throw-away storage loaded with the demo data,
 * as `npm start` would show it: an in-memory PGlite, or with `postgresUrl` a database of
 * its own on that PostgreSQL server, created here and dropped by close(). `env` is the
 * configuration (AI_PROVIDER and friends); the storage settings are always this app's.
 */
export async function startScratchApp(
  env: NodeJS.ProcessEnv,
  postgresUrl?: string,
): Promise<ScratchApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-eval-ai-'));
  let scratch: ScratchDatabase | undefined;
  let db: Database | undefined;
  let server: http.Server | undefined;
  let services: Services | undefined;
  const close = async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await services?.drafts.close();
    await services?.jobs.stop();
    await db?.close();
    await scratch?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    let databaseUrl = 'pglite://memory';
    if (postgresUrl) {
      scratch = await createScratchDatabase(
        postgresUrl,
        `parley_eval_${process.pid}_${randomBytes(3).toString('hex')}`,
      );
      databaseUrl = withDatabase(postgresUrl, scratch.name);
    }
    db = await openDatabase(databaseUrl);
    await migrateToLatest(db.knex);
    await seedDemoDataIfEmpty(db.knex);
    const config = loadConfig({
      ...env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'false',
      // No audio is involved: keep speech engines and their model builds out of the way.
      TRANSCRIPTION_PROVIDER: 'none',
      TRANSCRIPTION_LANGUAGE_MODEL: 'generic',
    });
    services = createServices(config, db);
    await startJobs(services.jobs, db.knex, services.transcription, { work: true });
    const app = createApp({ services, sessionKeys: [randomBytes(24).toString('hex')] });
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      server!.once('listening', resolve).once('error', reject);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // With an embedder (OpenAI), answers are embedded in the background from the start:
    // questions asked before that ends would be measured on full-text retrieval alone.
    // Only that: the dashboard sweep asks a stand-in model for sentiment it cannot give,
    // and waiting out its retries took 94 s.
    await services.jobs.onIdle(['embed']);
    return { url: `http://127.0.0.1:${port}`, db, services, close };
  } catch (error) {
    await close();
    throw error;
  }
}
