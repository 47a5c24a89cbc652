import { type ScratchServer, startScratchServer } from './support/scratchServer';
import { E2E_WORKERS, FIRST_E2E_PORT } from './support/servers';

/**
 * Playwright's webServer: one real server per test worker (e2e/support/servers.ts), each
 * on throw-away storage (temp PGlite, or a fresh database on the PostgreSQL server
 * DATABASE_URL names), all removed on exit.
 */
const postgresUrl = process.env.DATABASE_URL;
const servers: ScratchServer[] = [];
let stopping = false;

// Playwright (or Ctrl-C) signals the whole process group, the servers included: give
// them a moment to shut down on their own before stop() signals them again. A signal
// during start-up needs nothing here: a server dies, start-up fails and cleans up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping || servers.length === 0) return;
    stopping = true;
    void shutDown(0);
  });
}

try {
  // Playwright waits for the first port to answer: the other servers start before it.
  for (let slot = E2E_WORKERS - 1; slot >= 0; slot--) {
    const server = await startScratchServer({
      label: 'parley-e2e',
      port: FIRST_E2E_PORT + slot,
      postgresUrl: postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl) ? postgresUrl : undefined,
      echo: true,
    });
    servers.push(server);
    void server.exited.then(() => {
      if (stopping) return;
      console.error(`[e2e] the Parley server on port ${FIRST_E2E_PORT + slot} exited unexpectedly`);
      stopping = true;
      void shutDown(1);
    });
  }
} catch (error) {
  console.error('[e2e]', error instanceof Error ? error.message : error);
  await Promise.all(servers.map((server) => server.stop()));
  process.exit(1);
}

async function shutDown(exitCode: number) {
  const grace = new Promise((resolve) => setTimeout(resolve, 5000).unref());
  await Promise.race([Promise.all(servers.map((server) => server.exited)), grace]);
  const stopped = await Promise.allSettled(servers.map((server) => server.stop()));
  for (const result of stopped) {
    if (result.status === 'rejected') {
      console.error('[e2e] clean-up failed:', result.reason);
      exitCode = 1;
    }
  }
  process.exit(exitCode);
}
