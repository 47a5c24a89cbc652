import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredFileNotFoundError } from '../errors';
import type { FileStore } from '../fileStore';
import { readStoredFile } from './readStoredFile';

const KEY_PATTERN = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;
const UNSAFE_KEYS = ['../outside.webm', '/etc/passwd', 'a/../../b.webm', 'a//b.webm', 'a\\b', ''];

/**
 * What every FileStore backend promises, run against each one (localStore.test.ts,
 * s3Store.test.ts), so callers can rely on the interface alone.
 */
export function describeFileStoreContract(name: string, open: () => Promise<FileStore>) {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStore;
    let dir: string;
    let audio: Buffer;
    let audioPath: string;

    beforeAll(async () => {
      store = await open();
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-store-contract-'));
      // Over 1 MB of noise: big enough to span many network chunks, and any framing
      // or truncation shows up as a difference.
      audio = randomBytes(1_300_000);
      audioPath = path.join(dir, 'upload-tmp');
      await fs.writeFile(audioPath, audio);
    });
    afterAll(async () => {
      await fs.rm(dir, { recursive: true, force: true });
    });

    it('puts a file from a path and reads the same bytes back', async () => {
      const stored = await store.put(
        { path: audioPath },
        { folder: 'interview-1', extension: 'webm', contentType: 'audio/webm' },
      );
      expect(stored.key).toMatch(KEY_PATTERN);
      expect(stored.key.startsWith('interview-1/')).toBe(true);
      expect(stored.key.endsWith('.webm')).toBe(true);
      expect(stored.bytes).toBe(audio.length);
      expect(await store.exists(stored.key)).toBe(true);
      const read = await store.openRead(stored.key);
      expect(read.bytes).toBe(audio.length);
      expect([null, 'audio/webm']).toContain(read.contentType);
      read.stream.destroy();
      expect((await readStoredFile(store, stored.key)).equals(audio)).toBe(true);
    });

    it('puts a stream, of known length or not', async () => {
      const known = await store.put(
        {
          stream: Readable.from([audio.subarray(0, 1000), audio.subarray(1000)]),
          bytes: audio.length,
        },
        { folder: 'streams', extension: 'ogg' },
      );
      const unknown = await store.put(
        { stream: Readable.from([audio.subarray(0, 70_000), audio.subarray(70_000)]) },
        { folder: 'streams', extension: 'ogg' },
      );
      for (const stored of [known, unknown]) {
        expect(stored.bytes).toBe(audio.length);
        expect((await readStoredFile(store, stored.key)).equals(audio)).toBe(true);
      }
      expect(known.key).not.toBe(unknown.key);
    });

    it('makes keys of safe characters whatever the folder and extension', async () => {
      const stored = await store.put(
        { path: audioPath },
        { folder: '../other tenant', extension: '.w/e!b' },
      );
      expect(stored.key).toMatch(KEY_PATTERN);
      expect(stored.key.startsWith('___other_tenant/')).toBe(true);
      expect(stored.key.endsWith('.web')).toBe(true);
      expect(await store.list('../other tenant')).toEqual([stored.key]);
      const noExtension = await store.put({ path: audioPath }, { folder: 'x', extension: '' });
      expect(noExtension.key.endsWith('.bin')).toBe(true);
    });

    it('lists the keys of one folder, sorted, and none of an empty folder', async () => {
      const a = await store.put({ path: audioPath }, { folder: 'listed', extension: 'wav' });
      const b = await store.put({ path: audioPath }, { folder: 'listed', extension: 'wav' });
      await store.put({ path: audioPath }, { folder: 'listed-not', extension: 'wav' });
      expect(await store.list('listed')).toEqual([a.key, b.key].sort());
      expect(await store.list('never-used')).toEqual([]);
    });

    it('lends a local path holding the file, with its extension', async () => {
      const stored = await store.put({ path: audioPath }, { folder: 'copies', extension: 'mp4' });
      const result = await store.withLocalCopy(stored.key, async (localPath) => {
        expect(path.extname(localPath)).toBe('.mp4');
        return (await fs.readFile(localPath)).equals(audio);
      });
      expect(result).toBe(true);
      const failure = new Error('ffmpeg failed');
      await expect(
        store.withLocalCopy(stored.key, async () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
      // The stored file outlives whatever the tool did.
      expect(await store.exists(stored.key)).toBe(true);
    });

    it('answers a missing key with a 404 error, and exists() with false', async () => {
      const missing = 'interview-1/never-stored.webm';
      expect(await store.exists(missing)).toBe(false);
      const read = store.openRead(missing);
      await expect(read).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(read).rejects.toMatchObject({ status: 404 });
      let called = false;
      await expect(
        store.withLocalCopy(missing, async () => {
          called = true;
        }),
      ).rejects.toBeInstanceOf(StoredFileNotFoundError);
      expect(called).toBe(false);
    });

    it('removes a file, and a second remove is no error', async () => {
      const stored = await store.put({ path: audioPath }, { folder: 'removed', extension: 'wav' });
      await store.remove(stored.key);
      expect(await store.exists(stored.key)).toBe(false);
      expect(await store.list('removed')).toEqual([]);
      await expect(store.openRead(stored.key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(store.remove(stored.key)).resolves.toBeUndefined();
    });

    it.each(UNSAFE_KEYS)('refuses the key %j that could leave the store', async (key) => {
      await expect(store.openRead(key)).rejects.toThrow('File key escapes the store');
      await expect(store.exists(key)).rejects.toThrow('File key escapes the store');
      await expect(store.remove(key)).rejects.toThrow('File key escapes the store');
    });
  });
}
