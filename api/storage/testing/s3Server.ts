import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../settings';

export const TEST_BUCKET = 'parley-test';
/** s3rver checks signatures against these fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A local S3-compatible server (s3rver) in this process, with one empty bucket. */
export interface TestS3Server {
  endpoint: string;
  /** The settings of a store on this server; `tempDir` is a fresh temp directory. */
  settings(prefix?: string): Omit<S3StorageSettings, 'backend'>;
  /** The environment of a Parley app storing its files here. */
  env(prefix?: string): Record<string, string>;
  /** A plain SDK client of this server, to look at objects without the store. */
  client(): S3Client;
  /** Stops the server (keeping its objects) so tests can see an outage. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the objects it had. */
  restart(): Promise<void>;
  /** Stops it and deletes everything it stored. */
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-s3-'));
  const tempDir = path.join(root, 'tmp');
  let server: S3rver | null = null;
  // Port 0 at first, then the same port again, so clients made before a restart still reach it.
  let port = 0;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: path.join(root, 'objects'),
      configureBuckets: [{ name: TEST_BUCKET }],
    });
    port = (await server.run()).port;
  };
  const stop = async () => {
    if (!server) return;
    // Clients keep idle sockets open, and close() would wait for them.
    server.httpServer?.closeAllConnections();
    await server.close();
    server = null;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (prefix = '') => ({
      bucket: TEST_BUCKET,
      prefix,
      endpoint,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      forcePathStyle: true,
      tempDir,
    }),
    env: (prefix = '') => ({
      STORAGE_BACKEND: 's3',
      S3_BUCKET: TEST_BUCKET,
      S3_PREFIX: prefix,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    client: () =>
      new S3Client({
        endpoint,
        region: 'us-east-1',
        credentials: CREDENTIALS,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    stop,
    restart: start,
    async close() {
      await stop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
