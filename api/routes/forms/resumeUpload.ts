import fs from 'node:fs/promises';
import path from 'node:path';
import type { File } from 'formidable';
import type { ResumeUpload } from '../../commands/jobApplicationCreator';
import { PayloadTooLargeError, ValidationError } from '../../errors';
import { isMultipart, multipartBody, multipartFields, uploadedFile } from '../../middleware/body';
import type { StackableMiddleware } from '../../middleware/types';
import { RESUME_EXTENSIONS, RESUME_MIME_TYPES, RESUME_TYPE_HINT } from './schema';

const RESUME_FIELD = 'resume';

type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

// What the file's first bytes must be when the browser only says "some binary file".
const SIGNATURES: Record<ResumeExtension, Buffer> = {
  '.pdf': Buffer.from('%PDF-'),
  '.doc': Buffer.from('d0cf11e0a1b11ae1', 'hex'),
  '.docx': Buffer.from('504b0304', 'hex'),
};
const GENERIC_MIME_TYPES = ['', 'application/octet-stream'];

/**
 * The job application form is JSON, or multipart with the same fields plus a file
 * `resume`. For multipart this parses the upload (capped at `maxBytes`), turns the
 * text parts into the body `validate()` checks, and rejects any other file field.
 * Upload errors become messages an applicant can act on.
 */
export function resumeUpload(maxBytes: number): StackableMiddleware {
  const parse = multipartBody({ maxFileBytes: maxBytes });
  return async (ctx, next) => {
    if (!isMultipart(ctx)) return next();
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        ctx.request.body = multipartFields(ctx);
        const unknown = Object.keys(ctx.request.files ?? {}).filter((f) => f !== RESUME_FIELD);
        if (unknown.length > 0) throw new ValidationError(`Unknown field: ${unknown.join(', ')}`);
        await next();
      });
    } catch (error) {
      throw parsed ? error : describeUploadError(error, maxBytes);
    }
  };
}

function describeUploadError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'number') return error;
  // formidable's error codes (formidable/src/FormidableError.js).
  if (code === 1009 || code === 1016) {
    return new PayloadTooLargeError(`Please upload a file of ${readableSize(maxBytes)} or less`);
  }
  if (code === 1015) return new ValidationError('Please upload one file only');
  if (code === 1008 || code === 1010) return new ValidationError('The uploaded file is empty');
  return error;
}

function readableSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The résumé in the request, if any, once its extension is one of .pdf, .doc, .docx
 * and the browser's mime type fits that extension. A browser that only says
 * "binary file" (some do for Word files) is believed when the file starts the way
 * that format does.
 */
export async function resumeFromRequest(ctx: {
  request: { files?: Record<string, File | File[]> };
}): Promise<ResumeUpload | undefined> {
  const file = uploadedFile(ctx, RESUME_FIELD);
  if (!file) return undefined;
  const originalName = (file.originalFilename ?? '').trim().slice(0, 255);
  const extension = path.extname(originalName).toLowerCase();
  const mimeType = (file.mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isResumeExtension(extension) || !(await fitsExtension(file, extension, mimeType))) {
    throw new ValidationError(RESUME_TYPE_HINT, 'unsupported_file_type');
  }
  return {
    tempPath: file.filepath,
    extension: extension.slice(1),
    originalName,
    mimeType: mimeType || 'application/octet-stream',
  };
}

function isResumeExtension(extension: string): extension is ResumeExtension {
  return (RESUME_EXTENSIONS as readonly string[]).includes(extension);
}

async function fitsExtension(
  file: File,
  extension: ResumeExtension,
  mimeType: string,
): Promise<boolean> {
  if (RESUME_MIME_TYPES[extension].includes(mimeType)) return true;
  if (!GENERIC_MIME_TYPES.includes(mimeType)) return false;
  const signature = SIGNATURES[extension];
  const handle = await fs.open(file.filepath, 'r');
  try {
    const head = Buffer.alloc(signature.length);
    const { bytesRead } = await handle.read(head, 0, signature.length, 0);
    return bytesRead === signature.length && head.equals(signature);
  } finally {
    await handle.close();
  }
}
