import fs from 'node:fs';
import http from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { seedDemoDataIfEmpty } from './db/seeds';
import { loadSessionKeys } from './lib/sessionKeys';
import { startSessionPurge } from './middleware/session';
import { findAccountsAcceptingDemoPassword } from './security/demoAccounts';
import { demoExposureWarning } from './security/demoExposure';
import { createServices } from './services';
import { systemStatus, systemStatusLines } from './system/engineStatus';
import { mountViteDevServer } from './web/viteDevServer';

/**
 * `npm start`: migrate, seed an empty database with demo data, then serve app and API.
 * `--dev` (`npm run dev`): the app comes from Vite, with hot reload, instead of dist/.
 * NODE_ENV=production: never the demo data, and a SESSION_SECRET is required.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  // A local .env is optional; real environment variables win over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (dev && config.production) {
    // Vite's dev server needs inline scripts, so it is served without the CSP.
    throw new Error('npm run dev is for development: unset NODE_ENV=production, or use npm start.');
  }
  // Before the database opens: a production server without its secret changes nothing.
  const sessionKeys = loadSessionKeys(config.sessionSecret, config.dataDir, {
    production: config.production,
  });
  const db = await openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db.knex);
  if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`);
  if (config.production) {
    console.log('[parley] production mode: no demo data, demo passwords refused');
  } else if (config.seedOnEmpty && (await seedDemoDataIfEmpty(db.knex))) {
    console.log('[db] empty database: loaded the demo data (see README, "Demo data")');
  }
  const exposure = demoExposureWarning({
    host: config.host,
    production: config.production,
    demoAccounts: await findAccountsAcceptingDemoPassword(db.knex),
  });
  if (exposure) console.warn(`[parley] WARNING: ${exposure}`);
  const services = createServices(config, db);
  const app = createApp({
    services,
    sessionKeys,
    distDir: dev ? undefined : config.distDir,
  });
  const server = http.createServer();
  const vite = dev ? await mountViteDevServer(app, server) : undefined;
  server.on('request', app.callback());
  const stopPurge = startSessionPurge(db.knex);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`[parley] database: ${db.description}`);
    // Each engine by name, and for one that cannot run, why and what to run: never a bare 'none'.
    for (const line of systemStatusLines(systemStatus(services))) console.log(`[parley] ${line}`);
    console.log(`[parley] ready at http://localhost:${port}`);
  });

  const shutdown = async (signal: string) => {
    console.log(`[parley] ${signal}: shutting down`);
    stopPurge();
    await services.drafts.close();
    await vite?.close();
    server.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('[parley] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
