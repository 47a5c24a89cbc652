import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../api/app';
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db/connection';
import { migrateToLatest } from '../api/db/migrations';
import { createServices } from '../api/services';
import { createUser } from '../api/test/factories';
import { log } from './log';

/**
 * `npx tsx bench/signInTiming.ts`: how long a failed sign-in takes for an unknown
 * name, an account without a password yet, and a wrong password, over HTTP on an
 * in-memory PGlite. All three run one argon2 verify (a decoy hash when there is no
 * hash), so the ratios should sit near 1; before the decoy, an unknown name skipped
 * the hash and answered several times faster. Informative only: nothing asserts a
 * timing (the tests count verifications instead). ROUNDS=n sets the sample size.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 60);

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-bench-signin-'));
  const db = await openDatabase('pglite://memory');
  await migrateToLatest(db.knex);
  // Every request comes "through" a loopback proxy from an address of its own, and the
  // limits are out of reach, so no attempt is throttled and only the password check differs.
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
    TRUST_PROXY: 'loopback',
    LOGIN_FREE_FAILURES: '100000',
    LOGIN_ACCOUNT_FREE_FAILURES: '100000',
  });
  const app = createApp({
    services: createServices(config, db),
    sessionKeys: ['bench-key-0123456789'],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const user = await createUser(db.knex);
    const invited = await createUser(db.knex, { password: null });
    const cases = [
      { name: 'wrong password', username: user.username },
      { name: 'account without a password', username: invited.username },
      { name: 'unknown name', username: 'nobody-by-this-name' },
    ];
    let client = 0;
    const signIn = async (username: string) => {
      client += 1;
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        },
        body: JSON.stringify({ username, password: 'not-the-password' }),
      });
      await response.text();
      if (response.status !== 401) throw new Error(`expected 401, got ${response.status}`);
      return performance.now() - started;
    };
    log(`${ROUNDS} failed sign-ins per case, interleaved in rotating order, after a warm-up`);
    for (const c of cases) await signIn(c.username);
    const samples = new Map<string, number[]>(cases.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Each case takes each place in the round in turn, so none always follows another.
      for (let i = 0; i < cases.length; i++) {
        const c = cases[(round + i) % cases.length]!;
        samples.get(c.name)!.push(await signIn(c.username));
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    const reference = median(samples.get('wrong password')!);
    console.log('case                          median ms   ratio to wrong password');
    for (const c of cases) {
      const m = median(samples.get(c.name)!);
      console.log(
        `${c.name.padEnd(30)}${m.toFixed(1).padStart(9)}   ${(m / reference).toFixed(2).padStart(6)}`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
