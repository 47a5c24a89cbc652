import { type ScratchServer, startScratchServer } from './support/scratchServer';

/**
 * Playwright's webServer: the real server on throw-away storage (temp PGlite, or a
 * fresh database on the PostgreSQL server DATABASE_URL names), removed on exit.
 */
const postgresUrl = process.env.DATABASE_URL;
let server: ScratchServer | undefined;
let stopping = false;

// Playwright (or Ctrl-C) signals the whole process group, the server included: give
// it a moment to shut down on its own before stop() signals it again. A signal
// during start-up needs nothing here: the server dies, start-up fails and cleans up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping || !server) return;
    stopping = true;
    void shutDown(server, 0);
  });
}

try {
  server = await startScratchServer({
    label: 'parley-e2e',
    port: Number(process.env.E2E_PORT ?? 3101),
    postgresUrl: postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl) ? postgresUrl : undefined,
    echo: true,
  });
  const running = server;
  void running.exited.then(() => {
    if (stopping) return;
    console.error('[e2e] the Parley server exited unexpectedly');
    stopping = true;
    void shutDown(running, 1);
  });
} catch (error) {
  console.error('[e2e]', error instanceof Error ? error.message : error);
  process.exit(1);
}

async function shutDown(running: ScratchServer, exitCode: number) {
  const grace = new Promise((resolve) => setTimeout(resolve, 5000).unref());
  await Promise.race([running.exited, grace]);
  try {
    await running.stop();
  } catch (error) {
    console.error('[e2e] clean-up failed:', error);
    exitCode = 1;
  }
  process.exit(exitCode);
}
