import type { IncomingMessage } from 'node:http';
import { PayloadTooLargeError } from '../../errors';

/**
 * A request body that is neither JSON nor multipart (an audio chunk), read whole up
 * to `maxBytes`. A declared length over the cap is refused before reading; a body
 * that grows past it without one is refused once it does.
 */
export async function readRawBody(
  request: IncomingMessage,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    request.resume();
    throw new PayloadTooLargeError(tooLargeMessage);
  }
  const parts: Buffer[] = [];
  let total = 0;
  for await (const part of request as AsyncIterable<Buffer>) {
    total += part.length;
    if (total > maxBytes) {
      request.resume();
      throw new PayloadTooLargeError(tooLargeMessage);
    }
    parts.push(part);
  }
  return Buffer.concat(parts);
}
