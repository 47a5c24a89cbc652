import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';

/** Big enough to pass the 1 kB threshold, repetitive enough to shrink a lot. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 17}`))};\n`;
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: HTTP clients such as supertest and fetch would decode them. */
  body: Buffer;
}

function rawGet(origin: string, url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .get(origin + url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .once('error', reject);
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

describe('compressed responses', () => {
  let t: TestApp;
  let distDir: string;
  let server: http.Server;
  let origin: string;
  const get = (url: string, acceptEncoding?: string) => rawGet(origin, url, acceptEncoding);
  let interviewId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const project = await createProject(t.db.knex);
    interviewId = (await createInterview(t.db.knex, project)).interview.id;
    // The build as vite.config.ts leaves it: each text asset with its .br and .gz twins.
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    const script = path.join(distDir, 'assets', 'index-abc.js');
    await fs.writeFile(script, SCRIPT);
    await fs.writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await fs.writeFile(`${script}.gz`, gzipSync(SCRIPT));
    const app = createApp({ services: t.services, sessionKeys: ['test-key-0123456789'], distDir });
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  describe('a precompressed asset', () => {
    it('is sent as its .br twin to a browser that accepts Brotli', async () => {
      const response = await get('/assets/index-abc.js', 'gzip, deflate, br');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(SCRIPT.length / 3);
      expect(decoded(response)).toBe(SCRIPT);
    });

    it('is sent as its .gz twin when gzip is all the browser takes', async () => {
      const response = await get('/assets/index-abc.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(response)).toBe(SCRIPT);
    });

    it.each([
      ['no Accept-Encoding', undefined],
      ['identity only', 'identity'],
      ['an unknown coding', 'x-made-up'],
      ['every coding refused, identity too', 'identity;q=0, *;q=0'],
      ['gzip and Brotli refused', 'gzip;q=0, br;q=0'],
    ])('is sent as is for %s', async (_label, acceptEncoding) => {
      const response = await get('/assets/index-abc.js', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(SCRIPT);
    });
  });

  describe('a response made per request', () => {
    const currentQuestion = () => `/api/expert/${interviewId}/current-question`;

    it('is Brotli-compressed JSON when the client accepts Brotli', async () => {
      const response = await get(currentQuestion(), 'gzip, deflate, br');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(decoded(response)).interview.id).toBe(interviewId);
    });

    it('is gzip when that is all the client takes, and plain when it takes none', async () => {
      const gzip = await get(currentQuestion(), 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip)).interview.id).toBe(interviewId);

      const plain = await get(currentQuestion());
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(plain.body.toString()).interview.id).toBe(interviewId);
    });

    it('is the app page (index.html for a client route), compressed with its policy', async () => {
      const response = await get(`/expert/${interviewId}`, 'br');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decoded(response)).toBe(INDEX_HTML);
    });

    it('leaves small bodies alone', async () => {
      const response = await get('/api/user', 'br');
      expect(response.status).toBe(401);
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it.each([
      'identity;q=0',
      '*;q=0',
      'identity;q=0.000, *;Q=0',
      'br;q=abc',
      'gzip;q=-1',
      ';;;,,,',
    ])('never answers 500 to Accept-Encoding "%s"', async (acceptEncoding) => {
      const response = await get(currentQuestion(), acceptEncoding);
      expect(response.status).toBe(200);
      expect(JSON.parse(decoded(response)).interview.id).toBe(interviewId);
    });
  });
});
