import fs from 'node:fs/promises';
import type { File } from 'formidable';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { AppContextExtras, AppState } from '../context';
import { ValidationError } from '../errors';

/** JSON bodies for every route; multipart only where a route asks for it. */
export function jsonBody(limitBytes: number): Middleware<AppState, AppContextExtras> {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limitBytes,
    multipart: false,
    urlencoded: false,
    text: false,
  }) as Middleware<AppState, AppContextExtras>;
}

/**
 * Parses multipart uploads to temp files with a size cap (413 past it), and deletes
 * every temp file once the route is done: koa-body never does, and the route will
 * have moved anything it keeps into the file store by then.
 */
export function multipartBody(options: {
  maxFileBytes: number;
  maxFiles?: number;
}): Middleware<AppState, AppContextExtras> {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    multipart: true,
    urlencoded: false,
    text: false,
    formidable: {
      maxFileSize: options.maxFileBytes,
      maxTotalFileSize: options.maxFileBytes,
      maxFiles: options.maxFiles ?? 1,
      maxFieldsSize: 1024 * 1024,
      // Browsers send an empty part for a file input left blank; uploadedFile()
      // treats such a part as no file rather than failing the whole form.
      allowEmptyFiles: true,
      minFileSize: 0,
      multiples: false,
    },
  }) as Middleware<AppState, AppContextExtras>;
  return async (ctx, next) => {
    try {
      await parse(ctx, next);
    } finally {
      await Promise.all(uploadedFiles(ctx).map((file) => fs.rm(file.filepath, { force: true })));
    }
  };
}

function uploadedFiles(ctx: { request: { files?: Record<string, File | File[]> } }): File[] {
  return Object.values(ctx.request.files ?? {}).flat();
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
  if (files.length > 1) throw new ValidationError(`Send one file in "${field}"`);
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
