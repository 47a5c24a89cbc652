import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from './localStore';
import { describeFileStoreContract } from './testing/contract';
import { readStoredFile } from './testing/readStoredFile';

let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-local-store-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describeFileStoreContract(
  'local directory',
  async () => new LocalFileStore(path.join(root, 'contract')),
);

describe('LocalFileStore', () => {
  it('keeps files under the root at their key, as rows stored before this interface expect', async () => {
    const store = new LocalFileStore(path.join(root, 'layout'));
    // Written the way the previous FileStore wrote it: DATA_DIR/uploads/<folder>/<name>.
    await fs.mkdir(path.join(root, 'layout', 'interview-9'), { recursive: true });
    await fs.writeFile(path.join(root, 'layout', 'interview-9', 'old.webm'), 'earlier audio');
    expect((await readStoredFile(store, 'interview-9/old.webm')).toString()).toBe('earlier audio');

    const source = path.join(root, 'source.wav');
    await fs.writeFile(source, 'new audio');
    const stored = await store.put({ path: source }, { folder: 'interview-9', extension: 'wav' });
    expect(await fs.readFile(path.join(root, 'layout', stored.key), 'utf8')).toBe('new audio');
    // withLocalCopy hands out the stored file itself: nothing to download or clean up.
    await store.withLocalCopy(stored.key, async (localPath) => {
      expect(localPath).toBe(path.join(root, 'layout', stored.key));
    });
  });

  it('leaves no partial file behind, whether the write succeeds or fails', async () => {
    const store = new LocalFileStore(path.join(root, 'partial'));
    const source = path.join(root, 'partial-source.webm');
    await fs.writeFile(source, 'audio');
    const stored = await store.put({ path: source }, { folder: 'f', extension: 'webm' });
    await expect(
      store.put({ path: path.join(root, 'no-such-upload') }, { folder: 'f', extension: 'webm' }),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await fs.readdir(path.join(root, 'partial', 'f'))).toEqual([
      path.posix.basename(stored.key),
    ]);
  });
});
