import type { File } from 'formidable';
import { UnsupportedMediaTypeError, ValidationError } from '../../errors';
import { isMultipart, multipartBody, uploadedFile } from '../../middleware/body';
import type { StackableMiddleware } from '../../middleware/types';
import {
  type AudioType,
  sniffAudioType,
  supportedAudioType,
  UNSUPPORTED_AUDIO_MESSAGE,
} from '../../transcription/audioFormat';

export const AUDIO_FIELD = 'audio';
export const AUDIO_REQUIRED_MESSAGE = 'Audio file is required';

/** An uploaded recording that passed the size and type checks; its temp file lives until the response. */
export interface AcceptedAudio {
  path: string;
  mimeType: AudioType;
  bytes: number;
}

/**
 * Parses multipart requests (JSON ones pass straight through) with the audio size
 * cap; the parser's own errors become messages a person can act on.
 */
export function audioUpload(maxBytes: number): StackableMiddleware {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const parse = multipartBody({
    fileField: AUDIO_FIELD,
    maxFileBytes: maxBytes,
    tooLargeMessage: `Audio must be ${megabytes} MB or smaller`,
  });
  return async (ctx, next) => {
    if (!isMultipart(ctx)) return next();
    await parse(ctx, next);
  };
}

/**
 * The request's `audio` file, checked: declared as one of the supported types (the
 * codecs parameter dropped) and really that container. Null when there is none and
 * none is required.
 */
export async function acceptAudio(
  ctx: { request: { files?: Record<string, File | File[]> } },
  options: { required: boolean },
): Promise<AcceptedAudio | null> {
  const unknownFields = Object.keys(ctx.request.files ?? {}).filter((f) => f !== AUDIO_FIELD);
  if (unknownFields.length > 0) {
    throw new ValidationError(`Unknown file field: ${unknownFields.join(', ')}`);
  }
  const file = uploadedFile(ctx, AUDIO_FIELD);
  if (!file) {
    if (options.required) throw new ValidationError(AUDIO_REQUIRED_MESSAGE, 'audio_required');
    return null;
  }
  const declared = supportedAudioType(file.mimetype);
  if (!declared || (await sniffAudioType(file.filepath)) !== declared) {
    throw new UnsupportedMediaTypeError(UNSUPPORTED_AUDIO_MESSAGE);
  }
  return { path: file.filepath, mimeType: declared, bytes: file.size };
}
