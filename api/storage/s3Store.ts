import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { format } from 'node:util';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { moduleLogger } from '../observability';
import { StorageUnavailableError, StoredFileNotFoundError } from './errors';
import type { FileRead, FileSource, FileStore, PutOptions, StoredFile } from './fileStore';
import { assertSafeKey, newKey, safeFolder } from './keys';
import type { S3StorageSettings } from './settings';
import { withTempFile } from './tempFile';

const log = moduleLogger('storage');

/**
 * Where the SDK's own warnings go (a failed streamed request it cannot retry, …): to the
 * console when it has no logger. Its info and error lines carry each command's input,
 * and `failure` logs what went wrong already, so only the warnings are kept.
 */
const sdkWarnings = {
  debug() {},
  info() {},
  warn: (...content: unknown[]) => log.warn(format(...content)),
  error() {},
};

const PUT_ATTEMPTS = 3;
const PUT_RETRY_DELAY_MS = 200;

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, …), so every API
 * server and worker sees every upload. Keys are the same relative keys the local store
 * uses, under an optional prefix. Bodies are streamed, never held whole in memory; a
 * PutObject is atomic, so an object is complete or absent.
 */
export class S3FileStore implements FileStore {
  readonly backend = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: Omit<S3StorageSettings, 'backend'>) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them. The SDK's newer default sends a streamed
      // body aws-chunked with a trailing checksum, which S3-compatible servers that
      // predate it (s3rver, older MinIO and Ceph) store verbatim, framing and all.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store out of reach fails the request in seconds (then 503), not minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      logger: sdkWarnings,
    });
  }

  async put(source: FileSource, options: PutOptions): Promise<StoredFile> {
    const key = newKey(options.folder, options.extension);
    if ('path' in source) return this.uploadFile(key, source.path, options.contentType);
    const { stream, bytes } = source;
    if (bytes !== undefined) return this.upload(key, stream, bytes, options.contentType);
    // PutObject needs the length up front; a local spool keeps memory flat.
    return withTempFile(this.settings.tempDir, key, async (spool) => {
      await pipeline(stream, createWriteStream(spool));
      return this.uploadFile(key, spool, options.contentType);
    });
  }

  async openRead(key: string): Promise<FileRead> {
    const object = await this.call(key, (Key) =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key })),
    );
    if (!object.Body) throw this.failure(new Error('GetObject returned no body'), key);
    return {
      // In Node the SDK's body is the HTTP response itself, a Readable.
      stream: object.Body as Readable,
      bytes: object.ContentLength ?? 0,
      contentType: object.ContentType ?? null,
    };
  }

  async withLocalCopy<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T> {
    return withTempFile(this.settings.tempDir, key, async (copy) => {
      const { stream } = await this.openRead(key);
      await pipeline(stream, createWriteStream(copy)).catch((error: unknown) => {
        throw this.failure(error, key);
      });
      return use(copy);
    });
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.call(key, (Key) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })),
    );
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.call(key, (Key) =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key })),
      );
      return true;
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) return false;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    const folderKey = `${safeFolder(folder)}/`;
    const keys: string[] = [];
    try {
      const pages = paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: this.settings.prefix + folderKey },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key) keys.push(object.Key.slice(this.settings.prefix.length));
        }
      }
    } catch (error) {
      throw this.failure(error, folderKey);
    }
    return keys.sort();
  }

  private get bucket(): string {
    return this.settings.bucket;
  }

  /**
   * The SDK never retries a request with a streamed body (it cannot rewind it), but a
   * file can be read again: a put from a file gets a few tries at a passing failure.
   */
  private async uploadFile(
    key: string,
    file: string,
    contentType: string | undefined,
  ): Promise<StoredFile> {
    const { size } = await fs.stat(file);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.upload(key, createReadStream(file), size, contentType);
      } catch (error) {
        const passing = error instanceof StorageUnavailableError && isTransient(error.cause);
        if (!passing || attempt >= PUT_ATTEMPTS) throw error;
        await sleep(PUT_RETRY_DELAY_MS * 2 ** (attempt - 1));
      }
    }
  }

  private async upload(
    key: string,
    body: Readable,
    bytes: number,
    contentType: string | undefined,
  ): Promise<StoredFile> {
    try {
      await this.call(key, (Key) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key,
            Body: body,
            ContentLength: bytes,
            ContentType: contentType,
          }),
        ),
      );
    } finally {
      // A request that failed before reading the body would leave its file open.
      body.destroy();
    }
    return { key, bytes };
  }

  /**
   * Runs one S3 call on the key's object (under the prefix), turning its failure into
   * the errors every FileStore throws. An unsafe key is refused before any request.
   */
  private async call<T>(key: string, run: (objectKey: string) => Promise<T>): Promise<T> {
    const objectKey = this.settings.prefix + assertSafeKey(key);
    try {
      return await run(objectKey);
    } catch (error) {
      throw this.failure(error, key);
    }
  }

  private failure(error: unknown, key: string): Error {
    if (error instanceof StoredFileNotFoundError || error instanceof StorageUnavailableError) {
      return error;
    }
    // GetObject says NoSuchKey; HeadObject has no body, so only NotFound. NoSuchBucket is
    // a 404 too, but a setup problem, so it is not taken for a missing file.
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return new StoredFileNotFoundError(key);
    log.error({ err: error }, `S3 request for ${key} in bucket ${this.bucket} failed`);
    return new StorageUnavailableError(error);
  }
}

/** No HTTP status (the connection failed), throttling or a server error: worth another try. */
function isTransient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status === 429 || status >= 500;
}
