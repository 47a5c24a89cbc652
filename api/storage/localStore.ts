import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StoredFileNotFoundError } from './errors';
import type { FileRead, FileSource, FileStore, PutOptions, StoredFile } from './fileStore';
import { assertSafeKey, newKey, safeFolder } from './keys';

/** Where a file is being written; never listed, and never the name of a stored file. */
const PARTIAL = '.partial';

/**
 * Files under one directory on this server (DATA_DIR/uploads): the default, for one
 * server. Writes go to a temp name, are fsynced, then renamed into place, so a crash
 * never leaves a half file under a key the database points to.
 */
export class LocalFileStore implements FileStore {
  readonly backend = 'local';

  constructor(readonly root: string) {}

  async put(source: FileSource, options: PutOptions): Promise<StoredFile> {
    const key = newKey(options.folder, options.extension);
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}${PARTIAL}`;
    try {
      if ('path' in source) await fs.copyFile(source.path, temp);
      else await pipeline(source.stream, createWriteStream(temp, { flags: 'wx' }));
      const handle = await fs.open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    const { size } = await fs.stat(target);
    return { key, bytes: size };
  }

  async openRead(key: string): Promise<FileRead> {
    const file = this.resolve(key);
    // Opened before answering, so a missing file is a 404 rather than a broken stream.
    const handle = await fs.open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new StoredFileNotFoundError(key) : error;
    });
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), bytes: size, contentType: null };
  }

  async withLocalCopy<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T> {
    // The stored file already is on this machine, and the tools only read it.
    const file = this.resolve(key);
    if (!(await this.exists(key))) throw new StoredFileNotFoundError(key);
    return use(file);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.resolve(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    const name = safeFolder(folder);
    const entries = await fs.readdir(this.resolve(name)).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    return entries
      .filter((entry) => !entry.endsWith(PARTIAL))
      .map((entry) => `${name}/${entry}`)
      .sort();
  }

  /** The file's path on this machine; refuses keys that would leave the root. */
  resolve(key: string): string {
    const resolved = path.resolve(this.root, assertSafeKey(key));
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`File key escapes the store: ${JSON.stringify(key)}`);
    }
    return resolved;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
