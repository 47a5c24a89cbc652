import type { Readable } from 'node:stream';

export interface StoredFile {
  /** Path-like key relative to the store's root; what the database keeps. */
  key: string;
  bytes: number;
}

/** What to store: a file on this machine (an upload's temp file), or a stream. */
export type FileSource =
  | { path: string }
  /** `bytes` when known lets S3 stream the body straight through instead of spooling it. */
  | { stream: Readable; bytes?: number };

export interface PutOptions {
  /** The key's first part (an interview id, `resumes`); unsafe characters become `_`. */
  folder: string;
  /** Without the dot; the key ends with it, so tools and people see what the file is. */
  extension: string;
  /** Kept where the backend can keep it (S3), and handed back by `openRead`. */
  contentType?: string;
}

export interface FileRead {
  stream: Readable;
  bytes: number;
  /** The type given to `put` where the backend keeps it (S3); null on the local disk. */
  contentType: string | null;
}

/**
 * Durable files (answer audio, résumés): the local directory (one server) or an
 * S3-compatible bucket (several servers). A put file is complete or absent, never half
 * there; keys are relative, so rows stored by an older version keep working. Failures
 * are HttpErrors (api/storage/errors.ts): a missing file is a 404, a backend out of
 * reach a 503, which clients such as the offline outbox retry.
 */
export interface FileStore {
  readonly backend: 'local' | 's3';
  /** Stores `source` under a new key in `options.folder`. */
  put(source: FileSource, options: PutOptions): Promise<StoredFile>;
  /**
   * A stream of the file's bytes, with its size and type for response headers. Read it
   * to the end or destroy it: on S3 it holds a connection.
   */
  openRead(key: string): Promise<FileRead>;
  /**
   * Runs `use` with a path on this machine holding the file, for tools that read paths
   * (ffmpeg, pocketsphinx, an upload to OpenAI); a downloaded copy is deleted afterwards.
   * The path is only for reading.
   */
  withLocalCopy<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T>;
  /** Deletes the file; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys stored in `folder`, sorted. */
  list(folder: string): Promise<string[]>;
}
