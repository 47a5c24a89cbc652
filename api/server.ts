import fs from 'node:fs';
import http from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { seedDemoDataIfEmpty } from './db/seeds';
import { loadSessionKeys } from './lib/sessionKeys';
import { startSessionPurge } from './middleware/session';
import { createServices } from './services';
import { mountViteDevServer } from './web/viteDevServer';

/**
 * `npm start`: migrate, seed an empty database with demo data, then serve app and API.
 * `--dev` (`npm run dev`): the app comes from Vite, with hot reload, instead of dist/.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  // A local .env is optional; real environment variables win over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db.knex);
  if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`);
  if (config.seedOnEmpty && (await seedDemoDataIfEmpty(db.knex))) {
    console.log('[db] empty database: loaded the demo data (see README, "Demo data")');
  }
  const services = createServices(config, db);
  const app = createApp({
    services,
    sessionKeys: loadSessionKeys(config.sessionSecret, config.dataDir),
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
    console.log(
      `[parley] transcription: ${services.transcription.name}; AI: ${services.ai.name}; follow-ups: ${services.followups.advisorName}`,
    );
    console.log(`[parley] ready at http://localhost:${port}`);
  });

  const shutdown = async (signal: string) => {
    console.log(`[parley] ${signal}: shutting down`);
    stopPurge();
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
