import fs from 'node:fs/promises';
import path from 'node:path';
import type { File } from 'formidable';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { Config } from '../config';
import type { AppContextExtras, AppState } from '../context';
import { HttpError, PayloadTooLargeError, ValidationError } from '../errors';
import { assertSafeInput } from './unsafeInput';

/** The methods whose bodies koa-body reads (its default `parsedMethods`). */
const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH']);

/** JSON bodies for every route; multipart only where a route asks for it. */
export function jsonBody(limitBytes: number): Middleware<AppState, AppContextExtras> {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limitBytes,
    multipart: false,
    urlencoded: false,
    text: false,
  }) as Middleware<AppState, AppContextExtras>;
  // koa-body weighs the Content-Type four ways on every request before it looks at the
  // method; most requests are reads, whose bodies it would not parse anyway.
  return (ctx, next) => (METHODS_WITH_BODIES.has(ctx.method) ? parse(ctx, next) : next());
}

/** Where uploads wait while their request runs: one folder per request, inside. */
export function uploadTempDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'tmp');
}

export interface MultipartOptions {
  /** The one file field the route reads; named in the "one file" message. */
  fileField: string;
  maxFileBytes: number;
  /** What a person reads when the file is over `maxFileBytes`. */
  tooLargeMessage: string;
}

/**
 * Parses a multipart upload into a folder of its own under `uploadTempDir`, and
 * deletes that folder once the route is done, whatever happened: koa-body never
 * deletes its temp files, and when formidable aborts mid-stream (a second file, a
 * file over the cap, a client that hangs up) the request never even learns their
 * names. The route will have copied anything it keeps into the file store by then.
 *
 * Text fields and file names get the same NUL check as JSON bodies, and formidable's
 * errors become messages a person can act on.
 */
export function multipartBody(options: MultipartOptions): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    const root = uploadTempDir(ctx.services.config);
    await fs.mkdir(root, { recursive: true });
    const uploadDir = await fs.mkdtemp(path.join(root, 'upload-'));
    const parse = koaBody({
      json: false,
      multipart: true,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir,
        maxFileSize: options.maxFileBytes,
        maxTotalFileSize: options.maxFileBytes,
        maxFiles: 1,
        maxFieldsSize: 1024 * 1024,
        // Browsers send an empty part for a file input left blank; uploadedFile()
        // treats such a part as no file rather than failing the whole form.
        allowEmptyFiles: true,
        minFileSize: 0,
        multiples: false,
      },
    }) as Middleware<AppState, AppContextExtras>;
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        assertSafeParts(ctx);
        await next();
      });
    } catch (error) {
      throw parsed ? error : describeUploadError(error, options);
    } finally {
      await fs.rm(uploadDir, { recursive: true, force: true });
    }
  };
}

// formidable's error codes (formidable/src/FormidableError.js).
const TOO_LARGE = new Set([1009, 1016]);
const TOO_MANY_FILES = 1015;
const EMPTY_FILE = new Set([1008, 1010]);

function describeUploadError(error: unknown, options: MultipartOptions): unknown {
  const upload = error as { code?: unknown; httpCode?: unknown };
  if (error instanceof HttpError || typeof upload.code !== 'number') return error;
  if (TOO_LARGE.has(upload.code)) return new PayloadTooLargeError(options.tooLargeMessage);
  if (upload.code === TOO_MANY_FILES) {
    return new ValidationError(`Send one file in "${options.fileField}"`, 'one_file_only');
  }
  if (EMPTY_FILE.has(upload.code)) return new ValidationError('The uploaded file is empty');
  // Malformed bodies, missing boundaries, too many or too large fields, hang-ups.
  return new ValidationError(
    'The multipart/form-data body could not be read',
    'malformed_multipart',
  );
}

function assertSafeParts(ctx: {
  request: { body?: unknown; files?: Record<string, File | File[]> };
}) {
  assertSafeInput(ctx.request.body, 'form field');
  for (const [field, files] of Object.entries(ctx.request.files ?? {})) {
    assertSafeInput(field, 'file field name');
    for (const file of [files].flat()) {
      assertSafeInput(file.originalFilename ?? '', `file name in "${field}"`);
      assertSafeInput(file.mimetype ?? '', `content type of "${field}"`);
    }
  }
}

/** The single non-empty file in `field`, if any. Several files in one field is a 400. */
export function uploadedFile(
  ctx: { request: { files?: Record<string, File | File[]> } },
  field: string,
): File | undefined {
  const value = ctx.request.files?.[field];
  const files = (Array.isArray(value) ? value : [value]).filter(
    (file): file is File => file !== undefined && file.size > 0,
  );
  if (files.length > 1) throw new ValidationError(`Send one file in "${field}"`, 'one_file_only');
  return files[0];
}

/**
 * Multipart text fields arrive as strings, or arrays when repeated; a repeated field
 * is ambiguous, so it is rejected rather than guessed at.
 */
export function multipartFields(ctx: { request: { body?: unknown } }): Record<string, string> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) throw new ValidationError(`Send "${name}" only once`);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

export function isMultipart(ctx: { is(type: string): string | false | null }): boolean {
  return Boolean(ctx.is('multipart/form-data'));
}
