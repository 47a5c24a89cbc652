import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressWith = {
  // The quality compressResponses uses for every response; here it is paid once.
  br: (body: string) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: string) => promisify(gzip)(body),
};

export type PrecompressedEncoding = keyof typeof compressWith;

/**
 * A JSON body sent many times unchanged (a kept dashboard): each encoding is made once,
 * on first demand, instead of by the compression middleware on every response, which
 * for a megabyte of JSON cost more than everything else the request did.
 */
export class PrecompressedJson {
  private readonly encoded = new Map<PrecompressedEncoding, Promise<Buffer>>();

  private utf8: Buffer | undefined;

  constructor(readonly json: string) {}

  /** The body as sent uncompressed: a string body is measured and encoded on every response. */
  get bytes(): Buffer {
    this.utf8 ??= Buffer.from(this.json);
    return this.utf8;
  }

  encode(encoding: PrecompressedEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressWith[encoding](this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
