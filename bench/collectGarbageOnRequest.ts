import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * Preloaded into a Parley server by the scale bench (NODE_OPTIONS=--expose-gc --import,
 * BENCH_COLLECT_GARBAGE=1): a request marked `x-bench-collect-garbage` first runs a full garbage collection, so the
 * `/metrics` it asks for report the heap that is still live. Without it the heap in use
 * counts garbage V8 has not collected yet (after bulk work, for minutes), which cannot be
 * told from data the server keeps as it grows.
 */

export const COLLECT_GARBAGE_HEADER = 'x-bench-collect-garbage';

// Set by the bench in the server's environment only: importing the header is inert.
if (process.env.BENCH_COLLECT_GARBAGE === '1') {
  const collectGarbage = (globalThis as { gc?: () => void }).gc;
  if (!collectGarbage) throw new Error('bench/collectGarbageOnRequest.ts needs node --expose-gc');
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    if (request.headers[COLLECT_GARBAGE_HEADER] !== undefined) collectGarbage();
  });
}
