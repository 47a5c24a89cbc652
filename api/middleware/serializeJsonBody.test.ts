import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressResponses } from './compressResponses';
import { serializeJsonBody } from './serializeJsonBody';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.restoreAllMocks();
});

/** A server with the app's compression and serialisation answering `body` to every request. */
async function serve(body: () => unknown): Promise<string> {
  const app = new Koa();
  app.use(compressResponses());
  app.use(serializeJsonBody());
  app.use((ctx) => {
    ctx.body = body();
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('serializeJsonBody', () => {
  it('stringifies a JSON body once, compressed or not, and sends it whole as JSON', async () => {
    const list = Array.from({ length: 200 }, (_, i) => ({ id: `row-${i}`, text: 'x'.repeat(40) }));
    const origin = await serve(() => list);
    const stringify = vi.spyOn(JSON, 'stringify');
    for (const encoding of ['identity', 'gzip', 'br']) {
      stringify.mockClear();
      const response = await fetch(origin, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(list);
      expect(stringify.mock.calls.filter(([value]) => value === list)).toHaveLength(1);
    }
  });

  it('leaves text, buffers and an empty answer as they are', async () => {
    const bodies: unknown[] = ['plain words', Buffer.from('bytes'), null];
    const origin = await serve(() => bodies.shift());
    expect(await (await fetch(origin)).text()).toBe('plain words');
    const bytes = await fetch(origin);
    expect(bytes.headers.get('content-type')).toBe('application/octet-stream');
    expect(await bytes.text()).toBe('bytes');
    expect((await fetch(origin)).status).toBe(204);
  });
});
