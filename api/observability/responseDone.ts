import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';

/**
 * How a response ended, as a label: its status code, or `aborted` when the client hung
 * up before the headers went out (the status code then is only Node's default 200).
 */
export function responseStatus(res: ServerResponse): string {
  return res.writableFinished || res.headersSent ? String(res.statusCode) : 'aborted';
}

/**
 * Calls `done` once the response is over: fully sent, or cut short by the client. Koa
 * sends the body after the middleware have returned, so timing `await next()` alone would
 * miss a streamed body (a CSV export, a transcript download).
 */
export function whenResponseDone(res: ServerResponse, done: () => void) {
  // `finished` reports a premature close as an error; for us it is just another ending.
  finished(res, () => done());
}
