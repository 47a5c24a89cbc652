import { buffer } from 'node:stream/consumers';
import type { FileStore } from '../fileStore';

/** A stored file's bytes, read through the store whichever backend it is. */
export async function readStoredFile(files: FileStore, key: string): Promise<Buffer> {
  return buffer((await files.openRead(key)).stream);
}
