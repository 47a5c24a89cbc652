import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ChildServer, startChildServer } from '../../e2e/support/childServer';
import { createScratchDatabase, type ScratchDatabase } from '../../e2e/support/scratchDatabase';
import { BUILT_SERVER } from '../../scripts/buildServer';
import { type Database, openDatabase } from '../db/connection';
import { nodeArgsFor } from '../lib/nodeEntryPoint';
import { withDatabase } from './globalSetup';

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunningServer {
  url: string;
  /** Everything the server printed up to "ready". */
  output: string;
  stop(): Promise<void>;
}

/**
 * An empty Parley install for tests that run the real processes (the built server, the
 * CLIs) the way an operator would: its own DATA_DIR, and its own database on the
 * PostgreSQL server DATABASE_URL names, or else the embedded PGlite in that DATA_DIR.
 * Nothing is migrated or seeded up front: that is for the processes under test.
 */
export class ScratchInstall {
  private constructor(
    readonly dataDir: string,
    readonly databaseUrl: string,
    private readonly database: ScratchDatabase | undefined,
  ) {}

  static async create(label: string): Promise<ScratchInstall> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${label}-`));
    const postgresUrl = process.env.DATABASE_URL;
    if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) {
      const name = `${label}_${process.pid}_${randomBytes(3).toString('hex')}`.replaceAll('-', '_');
      const database = await createScratchDatabase(postgresUrl, name);
      return new ScratchInstall(dataDir, withDatabase(postgresUrl, name), database);
    }
    return new ScratchInstall(dataDir, `pglite://${path.join(dataDir, 'pglite')}`, undefined);
  }

  get kind(): 'pglite' | 'postgres' {
    return this.database ? 'postgres' : 'pglite';
  }

  /**
   * The environment of a process on this install. The test runner's own NODE_ENV
   * (`test`) and DATABASE_URL never leak in: each case says which mode it runs.
   */
  env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    const { NODE_ENV: _mode, DATABASE_URL: _url, ...inherited } = process.env;
    return {
      ...inherited,
      PORT: '0',
      DATA_DIR: this.dataDir,
      DATABASE_URL: this.databaseUrl,
      // These tests talk to the API; the built app is not needed.
      DIST_DIR: path.join(this.dataDir, 'no-dist'),
      ...extra,
    };
  }

  async startServer(extra: NodeJS.ProcessEnv): Promise<RunningServer> {
    const server: ChildServer = await startChildServer({
      script: BUILT_SERVER,
      env: this.env(extra),
      ready: /ready at http:\/\/[^:]+:(\d+)/,
    });
    return { url: `http://127.0.0.1:${server.port}`, output: server.output, stop: server.stop };
  }

  /** Runs an entry point (TypeScript, or BUILT_SERVER) to its end, with `stdin` piped in (or closed). */
  run(script: string, args: string[], extra: NodeJS.ProcessEnv, stdin = ''): Promise<ScriptResult> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [...nodeArgsFor(script), ...args], {
        env: this.env(extra),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
  }

  /** Opens the install's database from the test (with PGlite, only while no server runs). */
  open(): Promise<Database> {
    return openDatabase(this.databaseUrl);
  }

  async remove(): Promise<void> {
    await this.database?.drop();
    await fs.rm(this.dataDir, { recursive: true, force: true });
  }
}
