import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withDatabase } from '../../api/test/globalSetup';
import { BUILT_SERVER, buildServerOnce } from '../../scripts/buildServer';
import { type ChildServer, startChildServer } from './childServer';
import { createScratchDatabase, type ScratchDatabase } from './scratchDatabase';

export interface ScratchServerOptions {
  /** A postgres:// URL: the server gets a fresh database on that server. Else a temp PGlite. */
  postgresUrl?: string;
  /** 0 (default) lets the system pick a free port. */
  port?: number;
  /** Prefix of the temp directory and scratch database names. */
  label: string;
  /** Echo the server's output (e2e) instead of keeping it for error messages (bench). */
  echo?: boolean;
  /** Append the server's output to this file instead (a load bench: ChildServerOptions). */
  outputFile?: string;
  /**
   * Extra environment for the server, e.g. TRANSCRIPTION_PROVIDER. The storage settings
   * above (PORT, HOST, DATA_DIR, DATABASE_URL) always win, so the scratch stays scratch.
   */
  env?: NodeJS.ProcessEnv;
  /**
   * A fresh install instead of the demo: this administrator is made first (as an
   * operator would, with `npm run user:create`), so the server finds a user and loads
   * no demo data. Every list and figure is then really empty.
   */
  firstAdmin?: { username: string; password: string };
}

export interface ScratchServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** What the server says it runs on, e.g. "embedded PGlite in /tmp/…". */
  databaseDescription: string;
  /** The scratch PostgreSQL database's URL, for a caller that loads more data; unset on PGlite. */
  databaseUrl?: string;
  /** Settles when the server process has exited, for whatever reason. */
  exited: Promise<void>;
  /** Ends the server and deletes its temp directory and scratch database. */
  stop(): Promise<void>;
}

/**
 * Builds this checkout's server once per process and runs it as `npm start` does
 * (BUILT_SERVER), in a child process on throw-away storage: a temp
 * DATA_DIR (so a developer's ./data is never touched) and either the embedded PGlite
 * inside it or a fresh PostgreSQL database. Migrations and demo data load as on
 * `npm start`.
 */
export async function startScratchServer(options: ScratchServerOptions): Promise<ScratchServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${options.label}-`));
  let database: ScratchDatabase | undefined;
  let server: ChildServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...options.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'true',
    };
    delete env.DATABASE_URL;
    if (options.postgresUrl) {
      const name = `${options.label}_${process.pid}_${randomBytes(3).toString('hex')}`;
      database = await createScratchDatabase(options.postgresUrl, name.replaceAll('-', '_'));
      env.DATABASE_URL = withDatabase(options.postgresUrl, database.name);
    }
    if (options.firstAdmin) await createFirstAdmin(env, options.firstAdmin);
    await buildServerOnce();
    server = await startChildServer({
      script: BUILT_SERVER,
      env,
      ready: /ready at http:\/\/[^:]+:(\d+)/,
      echo: options.echo,
      outputFile: options.outputFile,
    });
    return {
      url: `http://127.0.0.1:${server.port}`,
      databaseDescription: /"database":"([^"]+)"/.exec(server.output)?.[1] ?? 'unknown',
      databaseUrl: env.DATABASE_URL,
      exited: server.exited,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** `npm run user:create -- --role admin`, with the password on standard input. */
async function createFirstAdmin(
  env: NodeJS.ProcessEnv,
  admin: { username: string; password: string },
): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'api/cli/createUser.ts', '--role', 'admin', '--username', admin.username],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdin.end(`${admin.password}\n`);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run user:create failed (exit ${code}): ${errors.trim()}`);
}
