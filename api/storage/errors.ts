import { NotFoundError, ServiceUnavailableError } from '../errors';

/** The key names no stored file: a 404 wherever a route lets it through. */
export class StoredFileNotFoundError extends NotFoundError {
  constructor(readonly key: string) {
    super('The file is not in storage');
  }
}

/**
 * The storage backend could not be reached or refused the request. A 503, so a client
 * retries later (the offline outbox does) and nothing it sent is lost; the cause goes
 * to the server log, not to the client.
 */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(override readonly cause: unknown) {
    super(
      'File storage is unavailable right now. Please try again shortly.',
      'storage_unavailable',
    );
  }
}
