import fs from 'node:fs';
import http from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { seedDemoDataIfEmpty } from './db/seeds';
import { startJobs } from './jobs';
import { loadSessionKeys } from './lib/sessionKeys';
import { startSessionPurge } from './middleware/session';
import { configureLogging, moduleLogger } from './observability';
import { findAccountsAcceptingDemoPassword } from './security/demoAccounts';
import { demoExposureWarning } from './security/demoExposure';
import { createServices } from './services';
import { systemStatus, systemStatusLines } from './system/engineStatus';
import { mountViteDevServer } from './web/viteDevServer';

/**
 * What this process does (`--role=`):
 * - `all` (`npm start`, the default): migrate, seed an empty database with demo data, serve
 *   app and API, and run the background jobs: the one-command embedded default;
 * - `api` (`npm run api`): migrate, serve app and API; jobs are queued for workers;
 * - `worker` (`npm run worker`): migrate and run jobs only, no HTTP.
 * Any number of `api` and `worker` processes can share one PostgreSQL; PGlite is one process's.
 */
type Role = 'all' | 'api' | 'worker';
const ROLES: readonly Role[] = ['all', 'api', 'worker'];

/**
 * Start-up and shutdown lines: JSON like every other line, so a log collector sees them
 * too. At `info` unless LOG_LEVEL says otherwise, even where the default is silent (a
 * server a test starts): they say where the server listens, and tools wait for "ready at".
 */
const log = moduleLogger('server');

function roleFromArgs(argv: string[]): Role {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const role = (flag?.slice('--role='.length) ?? 'all') as Role;
  if (!ROLES.includes(role)) {
    throw new Error(`Unknown role "${role}": use --role=all, --role=api or --role=worker.`);
  }
  return role;
}

/**
 * `--dev` (`npm run dev`): the app comes from Vite, with hot reload, instead of dist/.
 * NODE_ENV=production: never the demo data, and a SESSION_SECRET is required.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  const role = roleFromArgs(process.argv);
  // A local .env is optional; real environment variables win over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Before the first line: `.env` may ask for another level or readable output.
  configureLogging(config.log);
  log.level = config.log.level ?? 'info';
  if (dev && config.production) {
    // Vite's dev server needs inline scripts, so it is served without the CSP.
    throw new Error('npm run dev is for development: unset NODE_ENV=production, or use npm start.');
  }
  // Before the database opens: a production server without its secret changes nothing.
  const sessionKeys = loadSessionKeys(config.sessionSecret, config.dataDir, {
    production: config.production,
  });
  if (role !== 'all' && !/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    throw new Error(
      `npm run ${role} needs PostgreSQL (DATABASE_URL=postgres://…): an embedded PGlite ` +
        'belongs to one process, so use npm start, which serves and runs the jobs together.',
    );
  }
  const db = await openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db.knex);
  if (applied.length)
    log.info(
      { migrations: applied },
      `applied ${applied.length} migrations, up to ${applied.at(-1)}`,
    );
  if (config.production) {
    log.info('production mode: no demo data, demo passwords refused');
  } else if (role === 'all' && config.seedOnEmpty && (await seedDemoDataIfEmpty(db.knex))) {
    log.info('empty database: loaded the demo data (see README, "Demo data")');
  }
  const exposure = demoExposureWarning({
    host: config.host,
    production: config.production,
    demoAccounts: await findAccountsAcceptingDemoPassword(db.knex),
  });
  if (exposure) log.warn(exposure);
  const services = createServices(config, db);
  await startJobs(services.jobs, db.knex, services.transcription, { work: role !== 'api' });
  if (role === 'worker') {
    log.info({ database: db.description }, `database: ${db.description}`);
    log.info(
      { jobs: services.jobs.kinds },
      `worker running jobs: ${services.jobs.kinds.join(', ')}`,
    );
    const stopWorker = async (signal: string) => {
      log.info({ signal }, `${signal}: finishing running jobs, then stopping`);
      // Running jobs get time to finish; any still running after it are released and retried.
      await services.jobs.stop();
      await db.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void stopWorker('SIGINT'));
    process.once('SIGTERM', () => void stopWorker('SIGTERM'));
    return;
  }
  const app = createApp({
    services,
    sessionKeys,
    distDir: dev ? undefined : config.distDir,
  });
  const server = http.createServer();
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that
  // moment gets ECONNRESET. Outlast the idle timeout of the clients and load balancers in
  // front (60 s on the common ones), and let headers wait a little longer than that.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const vite = dev ? await mountViteDevServer(app, server) : undefined;
  server.on('request', app.callback());
  const stopPurge = startSessionPurge(db.knex);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info({ database: db.description }, `database: ${db.description}`);
    // Each engine by name, and for one that cannot run, why and what to run: never a bare 'none'.
    for (const line of systemStatusLines(systemStatus(services))) log.info(line);
    log.info(
      { port, role },
      `ready at http://localhost:${port} (${role === 'all' ? 'API, web app and jobs' : 'API and web app; jobs run in npm run worker'})`,
    );
  });

  const shutdown = async (signal: string) => {
    log.info({ signal }, `${signal}: shutting down`);
    stopPurge();
    await services.drafts.close();
    await vite?.close();
    server.close();
    await services.jobs.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  // On stderr, plainly: the person who ran the command reads it, and the configuration the
  // logger depends on may be what failed.
  console.error('[parley] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
