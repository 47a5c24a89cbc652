import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The cookie-signing secret: SESSION_SECRET when set, else one generated on first
 * start and kept in the data directory so restarts do not sign everyone out.
 */
export function loadSessionKeys(secret: string | undefined, dataDir: string): string[] {
  if (secret) return [secret];
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return [fs.readFileSync(file, 'utf8').trim()];
  const generated = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return [generated];
}
