import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * A new, unguessable key in `folder`: `folder/<random>.<extension>`. The folder and
 * extension come from requests (an interview id, a file type), so they are reduced to
 * characters that are safe as a path and as an S3 key.
 */
export function newKey(folder: string, extension: string): string {
  const safeExtension = extension.replace(/[^a-z0-9]/gi, '').slice(0, 8);
  return `${safeFolder(folder)}/${randomBytes(12).toString('base64url')}.${safeExtension || 'bin'}`;
}

/** The folder part of the keys `newKey(folder, …)` makes, so `list()` finds them. */
export function safeFolder(folder: string): string {
  return folder.replace(/[^A-Za-z0-9_-]/g, '_') || '_';
}

/**
 * Refuses a key that could reach outside the store: absolute, with `..` or `.` parts,
 * backslashes or NULs. Keys come from the database, but one bad row must not read or
 * delete another file (on disk) or object (under another S3 prefix).
 */
export function assertSafeKey(key: string): string {
  const parts = key.split('/');
  if (
    key.length === 0 ||
    key.includes('\\') ||
    key.includes('\0') ||
    path.posix.isAbsolute(key) ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`File key escapes the store: ${JSON.stringify(key)}`);
  }
  return key;
}
