import { constants } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import type { AppContextExtras, AppState } from '../context';
import { responseEncoding } from './responseEncoding';

/**
 * Brotli or gzip for what the server makes per request (JSON, index.html, CSV, Markdown),
 * whichever the client prefers of the two; nothing when it asks for neither. The web
 * app's own files are compressed once at build (vite.config.ts) and served as they are:
 * a body that already has a Content-Encoding is left alone. Every response says
 * `Vary: Accept-Encoding`, so a cache never hands a compressed body to a client that
 * did not ask for one. Which types count as compressible is koa-compress's own list
 * (JSON and text yes, audio and images no). A route that streams events as they happen
 * sets `ctx.compress = false`: a compressor holds bytes back until its buffer fills.
 */
export function compressResponses(): Middleware<AppState, AppContextExtras> {
  const compressor = compress({
    // Bodies under 1 kB are not worth a compression frame.
    threshold: 1024,
    // Quality 4 compresses about as well as gzip's best at a fraction of Brotli's
    // maximum cost: this runs on every response.
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: {},
    deflate: false,
    // No Accept-Encoding at all: sent as is (a client that sends none may not decode).
    defaultEncoding: 'identity',
  }) as Middleware<AppState, AppContextExtras>;
  return (ctx, next) => {
    const offered = ctx.get('Accept-Encoding');
    // Asked for no encoding (programs often send no Accept-Encoding): the answer goes out
    // as it is, so koa-compress's negotiation after the response is left out, 5–9 % of the
    // cheapest read's rate (docs/SCALING.md). Its Vary header is not.
    if (!offered) {
      ctx.vary('Accept-Encoding');
      return next();
    }
    // A header that refuses every encoding we have, identity included ("identity;q=0",
    // "*;Q=0"), leaves koa-compress with no encoding and it throws (a 500). HTTP lets
    // the server answer such a request uncompressed, which is what any client can read.
    if (!responseEncoding(ctx.req)) ctx.compress = false;
    return compressor(ctx, next);
  };
}
