import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createFileStore } from './createFileStore';
import { LocalFileStore } from './localStore';
import { S3FileStore } from './s3Store';

const base = { DATA_DIR: '/srv/parley' };

describe('storage settings (STORAGE_BACKEND, S3_*)', () => {
  it('stores under DATA_DIR/uploads by default, as before', () => {
    const { storage } = loadConfig(base);
    expect(storage).toEqual({ backend: 'local', root: path.resolve('/srv/parley/uploads') });
    expect(createFileStore(storage)).toBeInstanceOf(LocalFileStore);
  });

  it('reads an S3-compatible bucket, with its prefix as a folder', () => {
    const { storage } = loadConfig({
      ...base,
      STORAGE_BACKEND: 's3',
      S3_BUCKET: 'parley-audio',
      S3_PREFIX: '/eu/prod/',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIA123',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(storage).toEqual({
      backend: 's3',
      bucket: 'parley-audio',
      prefix: 'eu/prod/',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'secret' },
      forcePathStyle: true,
      tempDir: path.resolve('/srv/parley/tmp/storage'),
    });
    expect(createFileStore(storage)).toBeInstanceOf(S3FileStore);
  });

  it('leaves credentials to the AWS default chain when none are set', () => {
    const { storage } = loadConfig({ ...base, STORAGE_BACKEND: 's3', S3_BUCKET: 'b' });
    expect(storage).toMatchObject({
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ STORAGE_BACKEND: 's3' }, 'S3_BUCKET: is required with STORAGE_BACKEND=s3'],
    [{ STORAGE_BACKEND: 'gcs' }, 'STORAGE_BACKEND: Invalid option: expected one of "local"|"s3"'],
    [
      { STORAGE_BACKEND: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA123' },
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
    [{ S3_BUCKET: 'audio/answers' }, 'S3_BUCKET: S3_BUCKET is a bucket name, without slashes'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: Invalid option'],
  ])('refuses to start with %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
