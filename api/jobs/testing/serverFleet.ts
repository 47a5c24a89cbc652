import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ChildServer, startChildServer } from '../../../e2e/support/childServer';
import { createScratchDatabase, type ScratchDatabase } from '../../../e2e/support/scratchDatabase';
import { BUILT_SERVER } from '../../../scripts/buildServer';
import { type Database, openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrations';
import { seedDemoDataIfEmpty } from '../../db/seeds';
import { withDatabase } from '../../test/globalSetup';

export interface FleetOptions {
  /** The PostgreSQL server to make the scratch database on. */
  postgresUrl: string;
  /** Prefix of the scratch database and temp directory names ([a-z0-9_]). */
  label: string;
  apis: number;
  workers: number;
  /** Extra environment for every process, e.g. TRANSCRIPTION_PROVIDER. */
  env?: NodeJS.ProcessEnv;
}

export interface FleetServer extends ChildServer {
  /** http://127.0.0.1:PORT */
  url: string;
}

export interface Fleet {
  /** The scratch database, migrated and with the demo data, for the test's own queries. */
  db: Database;
  /** `--role=api` processes: API and web app, jobs only queued. */
  apis: FleetServer[];
  /** `--role=worker` processes: jobs only. */
  workers: ChildServer[];
  /** Stops whatever still runs, then drops the database and the temp directory. */
  stop(): Promise<void>;
}

const API_READY = /ready at http:\/\/[^:]+:(\d+)/;
const WORKER_READY = /worker running jobs/;

/**
 * `npm run api` and `npm run worker` processes (the real server, as built for `npm start`) sharing one
 * scratch PostgreSQL database and one DATA_DIR (the recordings' file store), as a
 * deployment behind a load balancer would. The database is migrated and loaded with the
 * demo data here first: only `npm start` seeds, and neither role does.
 */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${options.label}-`));
  const processes: ChildServer[] = [];
  let database: ScratchDatabase | undefined;
  let db: Database | undefined;
  const stop = async () => {
    await Promise.all(processes.map((child) => child.stop()));
    await db?.close();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    const name = `${options.label}_${process.pid}_${randomBytes(3).toString('hex')}`;
    database = await createScratchDatabase(options.postgresUrl, name);
    const databaseUrl = withDatabase(options.postgresUrl, database.name);
    db = await openDatabase(databaseUrl);
    await migrateToLatest(db.knex);
    await seedDemoDataIfEmpty(db.knex);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...options.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // No built web app is needed; an empty directory keeps another checkout's dist/ out.
      DIST_DIR: path.join(dataDir, 'dist'),
      HOST: '127.0.0.1',
      PORT: '0',
      // One secret for every API process, as behind a load balancer.
      SESSION_SECRET: randomBytes(24).toString('base64url'),
    };
    const start = (role: 'api' | 'worker') => {
      const started = startChildServer({
        script: BUILT_SERVER,
        args: [`--role=${role}`],
        env,
        ready: role === 'api' ? API_READY : WORKER_READY,
      });
      return started.then((child) => {
        processes.push(child);
        return child;
      });
    };
    const apis = Array.from({ length: options.apis }, () => start('api'));
    const workers = Array.from({ length: options.workers }, () => start('worker'));
    // Settle all before throwing, so a failed start leaves no process running.
    const settled = await Promise.allSettled([...apis, ...workers]);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return {
      db,
      apis: (await Promise.all(apis)).map((api) => ({
        ...api,
        url: `http://127.0.0.1:${api.port}`,
      })),
      workers: await Promise.all(workers),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
