/**
 * Every server the bench starts is registered here while it runs, so Ctrl-C or a
 * failure stops them all and drops their scratch databases.
 */
const cleanUps = new Set<() => Promise<void>>();

export async function withCleanUp<T extends { stop(): Promise<void> }, R>(
  server: T,
  work: (server: T) => Promise<R>,
): Promise<R> {
  cleanUps.add(server.stop);
  try {
    return await work(server);
  } finally {
    await server.stop();
    cleanUps.delete(server.stop);
  }
}

export async function stopAllServers(): Promise<void> {
  for (const cleanUp of cleanUps) await cleanUp().catch(() => {});
}
