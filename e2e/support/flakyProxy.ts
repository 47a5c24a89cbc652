import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to one request it decides to spoil. */
export type Fault =
  /** Answers 500 itself; the server never sees the request. */
  | 'server-error'
  /** Reads part of the upload, then cuts the connection: the server never sees it. */
  | 'drop-mid-upload'
  /** Forwards the request, the server applies it, then the response is lost. */
  | 'drop-response';

export interface FlakyProxy {
  url: string;
  /** Faults still to be applied, in order, to requests `spoils` picks. */
  faults: Fault[];
  /** Every request the proxy spoiled, as `${fault} ${method} ${path}`. */
  spoiled: string[];
  close(): Promise<void>;
}

/**
 * A small HTTP proxy in front of the real server that spoils chosen requests, for the
 * chaos test: the first matching requests fail one way or another, the rest pass.
 */
export async function startFlakyProxy(
  target: string,
  faults: Fault[],
  spoils: (method: string, path: string) => boolean,
): Promise<FlakyProxy> {
  const upstream = new URL(target);
  const state = { faults: [...faults], spoiled: [] as string[] };

  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const fault = spoils(req.method ?? 'GET', path) ? state.faults.shift() : undefined;
    if (fault) state.spoiled.push(`${fault} ${req.method} ${path}`);

    if (fault === 'server-error') {
      req.resume();
      req.on('end', () => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Injected failure');
      });
      return;
    }
    if (fault === 'drop-mid-upload') {
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > 0) req.socket.destroy();
      });
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        // Host stays the proxy's: the server checks Origin against the host it is called as.
        headers: req.headers,
      },
      (upstreamResponse) => {
        if (fault === 'drop-response') {
          upstreamResponse.resume();
          upstreamResponse.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get faults() {
      return state.faults;
    },
    set faults(value) {
      state.faults = value;
    },
    spoiled: state.spoiled,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
