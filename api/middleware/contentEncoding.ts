import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import { UnsupportedMediaTypeError } from '../errors';

/**
 * Request bodies are accepted as sent, never compressed. The parsers would otherwise
 * try to inflate whatever a `Content-Encoding` header claims, and a body that is not
 * really gzip surfaced as a zlib error and a 500. Checked before any parser runs, for
 * JSON and multipart alike.
 */
export function identityBodiesOnly(): Middleware<AppState, AppContextExtras> {
  return (ctx, next) => {
    const encodings = (ctx.get('Content-Encoding') || 'identity')
      .split(',')
      .map((encoding) => encoding.trim().toLowerCase())
      .filter((encoding) => encoding !== 'identity' && encoding !== '');
    if (encodings.length > 0) {
      throw new UnsupportedMediaTypeError(
        `Unsupported Content-Encoding "${printable(encodings.join(', '))}": send the body uncompressed`,
      );
    }
    return next();
  };
}

function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}
