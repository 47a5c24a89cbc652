import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The placeholder in .env.example: copied as is, it would sign cookies with a published key. */
const EXAMPLE_SECRET = 'change-me-to-a-long-random-string';

export interface SessionKeyOptions {
  /** Production refuses to make up a secret: it must be set, and not the example. */
  production?: boolean;
}

/**
 * The cookie-signing secret: SESSION_SECRET when set, else one generated on first
 * start and kept in the data directory so restarts do not sign everyone out.
 *
 * Production demands SESSION_SECRET: a secret generated into the data directory is
 * lost with a redeployed container (everyone signed out), differs between two
 * instances behind one proxy, and sits beside data that backups copy around.
 */
export function loadSessionKeys(
  secret: string | undefined,
  dataDir: string,
  { production = false }: SessionKeyOptions = {},
): string[] {
  if (production && !secret) {
    throw new Error(
      'SESSION_SECRET is required with NODE_ENV=production: set it to a long random string ' +
        '(for example the output of `openssl rand -base64 32`).',
    );
  }
  if (production && secret === EXAMPLE_SECRET) {
    throw new Error(
      'SESSION_SECRET is still the example value from .env.example: set your own random string.',
    );
  }
  if (secret) return [secret];
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return [fs.readFileSync(file, 'utf8').trim()];
  const generated = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return [generated];
}
