import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/capturedLogs';
import { StorageUnavailableError } from './errors';
import { S3FileStore } from './s3Store';
import { describeFileStoreContract } from './testing/contract';
import { readStoredFile } from './testing/readStoredFile';
import { startS3Server, type TestS3Server } from './testing/s3Server';

let s3: TestS3Server;
let dir: string;
let source: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-s3-store-'));
  source = path.join(dir, 'answer.webm');
  await fs.writeFile(source, 'recorded audio');
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describeFileStoreContract('S3 (s3rver)', async () => new S3FileStore(s3.settings('contract/')));

/** An address where nothing listens: a port the system just handed out and took back. */
async function closedEndpoint(): Promise<string> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/**
 * A proxy to s3rver that answers the first `failures` requests with S3's 503 SlowDown,
 * as a busy S3 does, and forwards the rest unchanged (the signature covers the Host
 * header, which stays the proxy's).
 */
async function flakyProxy(failures: number) {
  const upstream = new URL(s3.endpoint);
  const methods: string[] = [];
  const server = http.createServer((request, response) => {
    methods.push(request.method!);
    if (methods.length <= failures) {
      request.resume();
      response.writeHead(503, { 'content-type': 'application/xml' });
      response.end(
        '<Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>',
      );
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    methods,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('S3FileStore', () => {
  it('stores objects under its prefix with their content type; another prefix sees none', async () => {
    const store = new S3FileStore(s3.settings('tenant-a/'));
    const other = new S3FileStore(s3.settings('tenant-b/'));
    const stored = await store.put(
      { path: source },
      { folder: 'interview-1', extension: 'webm', contentType: 'audio/webm' },
    );
    const client = s3.client();
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.settings().bucket, Prefix: 'tenant-a/' }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`tenant-a/${stored.key}`]);
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.settings().bucket, Key: `tenant-a/${stored.key}` }),
    );
    expect(object.ContentType).toBe('audio/webm');
    expect(await object.Body!.transformToString()).toBe('recorded audio');
    client.destroy();

    expect((await store.openRead(stored.key)).contentType).toBe('audio/webm');
    expect(await store.list('interview-1')).toEqual([stored.key]);
    expect(await other.list('interview-1')).toEqual([]);
    expect(await other.exists(stored.key)).toBe(false);
  });

  it('deletes its downloaded copies and spooled uploads afterwards, even on failure', async () => {
    const settings = s3.settings('copies/');
    const store = new S3FileStore(settings);
    const stored = await store.put(
      { stream: Readable.from([Buffer.from('streamed, length unknown')]) },
      { folder: 'f', extension: 'webm' },
    );
    let copy = '';
    await store.withLocalCopy(stored.key, async (localPath) => {
      copy = localPath;
      expect(await fs.readFile(localPath, 'utf8')).toBe('streamed, length unknown');
    });
    await expect(fs.stat(copy)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(
      store.withLocalCopy(stored.key, async () => {
        throw new Error('ffmpeg failed');
      }),
    ).rejects.toThrow('ffmpeg failed');
    expect(await fs.readdir(settings.tempDir)).toEqual([]);
  });

  it('tries a put from a file again after a passing failure, and gives up after three', async () => {
    const logs = captureLogs();
    const twice = await flakyProxy(2);
    const thrice = await flakyProxy(3);
    try {
      const store = new S3FileStore({ ...s3.settings('flaky/'), endpoint: twice.endpoint });
      const stored = await store.put({ path: source }, { folder: 'f', extension: 'webm' });
      expect(twice.methods).toEqual(['PUT', 'PUT', 'PUT']);
      const direct = new S3FileStore(s3.settings('flaky/'));
      expect((await readStoredFile(direct, stored.key)).toString()).toBe('recorded audio');

      const failing = new S3FileStore({ ...s3.settings('flaky/'), endpoint: thrice.endpoint });
      await expect(
        failing.put({ path: source }, { folder: 'g', extension: 'webm' }),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(thrice.methods).toEqual(['PUT', 'PUT', 'PUT']);
      expect(await direct.list('g')).toEqual([]);
      expect(logs.messagesOf('storage', 'error')).toContainEqual(
        expect.stringMatching(/^S3 request for g\/\S+ in bucket \S+ failed$/),
      );
      // The SDK's own warning about a streamed body it could not retry, in the log too.
      expect(logs.messagesOf('storage', 'warn')).toContainEqual(
        expect.stringMatching(/non-retryable streaming request/),
      );
    } finally {
      await twice.close();
      await thrice.close();
    }
  });

  it('turns an unreachable server or a missing bucket into a 503 for the caller, logging the cause', async () => {
    const logs = captureLogs();
    const unreachable = new S3FileStore({ ...s3.settings(), endpoint: await closedEndpoint() });
    const put = unreachable.put({ path: source }, { folder: 'f', extension: 'webm' });
    await expect(put).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(put).rejects.toMatchObject({
      status: 503,
      message: 'File storage is unavailable right now. Please try again shortly.',
    });
    await expect(unreachable.openRead('f/a.webm')).rejects.toBeInstanceOf(StorageUnavailableError);

    // A 404 too, but a setup problem rather than a missing file.
    const noBucket = new S3FileStore({ ...s3.settings(), bucket: 'no-such-bucket' });
    await expect(
      noBucket.put({ path: source }, { folder: 'f', extension: 'webm' }),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(noBucket.openRead('f/a.webm')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(logs.linesOf('storage', 'error')).toContainEqual(
      expect.objectContaining({
        msg: expect.stringContaining('S3 request for f/a.webm in bucket no-such-bucket'),
        err: expect.objectContaining({ name: 'NoSuchBucket' }),
      }),
    );
  });
});
