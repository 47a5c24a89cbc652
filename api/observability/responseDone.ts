import type { ServerResponse } from 'node:http';

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
  // Node emits 'close' on every response once it is over, sent or cut short. One plain
  // listener: `stream.finished` adds several, and Koa's pipeline for a streamed
  // (compressed) body adds its own, which took a response past Node's ten and printed a
  // MaxListenersExceededWarning for each one.
  res.once('close', done);
}
