import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  /** Path relative to the store root; what the database keeps. */
  key: string;
  bytes: number;
}

/**
 * Durable files (answer audio, résumés) under one directory. Writes go to a temp
 * name, are fsynced, then renamed into place, so a crash never leaves a half file
 * under a key the database points to.
 */
export class FileStore {
  constructor(readonly root: string) {}

  async saveFrom(sourcePath: string, folder: string, extension: string): Promise<StoredFile> {
    const safeFolder = folder.replace(/[^A-Za-z0-9_-]/g, '_');
    const safeExtension = extension.replace(/[^a-z0-9]/gi, '').slice(0, 8);
    const key = path.posix.join(
      safeFolder,
      `${randomBytes(12).toString('base64url')}.${safeExtension || 'bin'}`,
    );
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.partial`;
    await fs.copyFile(sourcePath, temp);
    const handle = await fs.open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
    const { size } = await fs.stat(target);
    return { key, bytes: size };
  }

  resolve(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`File key escapes the store: ${key}`);
    }
    return resolved;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }
}
