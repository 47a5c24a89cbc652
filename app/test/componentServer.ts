import { type ScratchServer, startScratchServer } from '../../e2e/support/scratchServer';

/**
 * The component tests' API: the real server on throw-away PGlite with the demo data,
 * and no speech-to-text engine, so the recorder's "no engine" state is the server's
 * own 503 rather than a stand-in. Vitest calls this once per browser project; the
 * first call starts the server and the last teardown stops it.
 */
let server: Promise<ScratchServer> | undefined;
let users = 0;

export async function setup() {
  users++;
  server ??= startScratchServer({
    label: 'parley-components',
    port: Number(process.env.COMPONENT_API_PORT ?? 3190),
    env: { TRANSCRIPTION_PROVIDER: 'none' },
  });
  await server;
  return async () => {
    if (--users === 0) await (await server)?.stop();
  };
}
