/**
 * The browser tests' servers: e2e/server.ts starts one real server per Playwright worker,
 * each on its own throw-away database, on consecutive ports from E2E_PORT (3101). A worker
 * only talks to its own, so test files running side by side never see each other's data.
 */
export const FIRST_E2E_PORT = Number(process.env.E2E_PORT ?? 3101);

/** Test files run side by side (default 2, one per core); E2E_WORKERS=1 runs them in turn. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function e2eServerUrl(workerSlot: number): string {
  return `http://127.0.0.1:${FIRST_E2E_PORT + workerSlot}`;
}
