import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { File } from 'formidable';
import type { ResumeUpload } from '../../commands/jobApplicationCreator';
import { ValidationError } from '../../errors';
import { isMultipart, multipartBody, multipartFields, uploadedFile } from '../../middleware/body';
import type { StackableMiddleware } from '../../middleware/types';
import { RESUME_EXTENSIONS, RESUME_MIME_TYPES, RESUME_TYPE_HINT } from './schema';

const RESUME_FIELD = 'resume';

type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

/** What file-type calls each accepted format, read from the file's own bytes. */
const SNIFFED_AS: Record<ResumeExtension, string> = {
  '.pdf': 'pdf',
  // Word 97-2003 files are OLE2 compound files; file-type names the container.
  '.doc': 'cfb',
  '.docx': 'docx',
};
const GENERIC_MIME_TYPES = ['', 'application/octet-stream'];

/**
 * The job application form is JSON, or multipart with the same fields plus a file
 * `resume`. For multipart this parses the upload (capped at `maxBytes`), turns the
 * text parts into the body `validate()` checks, and rejects any other file field.
 */
export function resumeUpload(maxBytes: number): StackableMiddleware {
  const parse = multipartBody({
    fileField: RESUME_FIELD,
    maxFileBytes: maxBytes,
    tooLargeMessage: `Please upload a file of ${readableSize(maxBytes)} or less`,
  });
  return async (ctx, next) => {
    if (!isMultipart(ctx)) return next();
    await parse(ctx, async () => {
      ctx.request.body = multipartFields(ctx);
      const unknown = Object.keys(ctx.request.files ?? {}).filter((f) => f !== RESUME_FIELD);
      if (unknown.length > 0) throw new ValidationError(`Unknown field: ${unknown.join(', ')}`);
      await next();
    });
  };
}

function readableSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The résumé in the request, if any, once three things agree: the extension is one
 * of .pdf, .doc, .docx; the browser's mime type fits that extension (or is only
 * "some binary file", as some browsers say for Word files); and the bytes really
 * are that format. A text file named cv.pdf is refused whatever it claims.
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
  const declaredFits =
    RESUME_MIME_TYPES[extension].includes(mimeType) || GENERIC_MIME_TYPES.includes(mimeType);
  return declaredFits && (await sniffedExtension(file.filepath)) === SNIFFED_AS[extension];
}

async function sniffedExtension(filePath: string): Promise<string | undefined> {
  try {
    return (await fileTypeFromFile(filePath))?.ext;
  } catch {
    // A file its parsers choke on is no document we accept.
    return undefined;
  }
}
