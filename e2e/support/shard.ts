import fs from 'node:fs';

/**
 * E2E_SHARD=k/n: the k-th of n parts of the browser test files. .ci/run gives each of its
 * two runs (PGlite, then PostgreSQL) one half, so every browser test runs once per CI, on
 * one of the two databases: all of them twice took longer than CI's 90 minutes on a slow
 * machine. Files are dealt in turn within each group (the speech specs, the others), so
 * both halves drive the recorded interview and both draw the screens.
 */
export function shardFromEnv(
  value = process.env.E2E_SHARD,
): { current: number; total: number } | null {
  if (!value) return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [current, total] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (current < 1 || current > total) {
    throw new Error(`E2E_SHARD must be k/n with 1 ≤ k ≤ n (e.g. 1/2), not "${value}"`);
  }
  return { current, total };
}

/** The spec files (names in e2e/) of `group` that the current shard runs: all without one. */
export function filesOfShard(group: string[], shard = shardFromEnv()): string[] {
  const sorted = [...group].sort();
  return shard ? sorted.filter((_, index) => index % shard.total === shard.current - 1) : sorted;
}

/** Every spec file in the e2e folder. */
export function specFiles(folder: string): string[] {
  return fs.readdirSync(folder).filter((name) => name.endsWith('.spec.ts'));
}
