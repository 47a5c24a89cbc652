import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { captureLogs } from '../test/capturedLogs';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * How the server puts a first screen into the page, with stand-in renderers in place of
 * the one `vite build` makes (e2e/server-rendered.spec.ts drives the real one).
 */

const INDEX_HTML = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>`;

/** A renderer module as dist/.ssr/entry-server.js exports it; `body` is its renderFirstScreen. */
const rendererModule = (body: string) => `
export const firstScreenSeeds = {
  visitor: () => [[['/api/user'], null]],
  interview: (id, snapshot) => [[['/api/user'], null], [['expertSession', id], snapshot]],
};
export async function renderFirstScreen({ url, seed }) { ${body} }
`;

async function builtApp(t: TestApp, renderer: string | null) {
  const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
  await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  if (renderer !== null) {
    await fs.mkdir(path.join(distDir, '.ssr'));
    await fs.writeFile(path.join(distDir, '.ssr', 'entry-server.js'), rendererModule(renderer));
  }
  const app = createApp({ services: t.services, sessionKeys: ['test-key-0123456789'], distDir });
  return { request: () => supertest(app.callback()), distDir };
}

describe('server-rendered first opens', () => {
  let t: TestApp;
  const made: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(made.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('puts the screen in #root, held until hydrated, with the data it was rendered from', async () => {
    const { request, distDir } = await builtApp(
      t,
      `return { rootHtml: '<h1 style="color:red">' + url + '</h1>', stateElement: '<script type="application/json" id="parley-prerendered-state">' + JSON.stringify(seed) + '</script>' };`,
    );
    made.push(distDir);
    const response = await request().get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain(
      '<div id="root" inert aria-hidden="true"><h1 style="color:red">/</h1></div>',
    );
    expect(response.text).toContain('[[["/api/user"],null]]');
    // Its style attribute is allowed by hash, and nothing else inline is.
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-[^']+'(;|$)/);
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it('leaves a link that opens no interview to the browser, and never answers 500', async () => {
    const { request, distDir } = await builtApp(
      t,
      `return { rootHtml: 'rendered', stateElement: '' };`,
    );
    made.push(distDir);
    for (const url of ['/expert/int_unknown', '/expert/%E0%A4%A', '/expert/..%2F..%2Fetc']) {
      const response = await request().get(url);
      expect(response.status, url).toBeLessThan(500);
      expect(response.text, url).not.toContain('rendered');
    }
  });

  it('falls back to the page as built when the renderer fails, and says so in the log', async () => {
    const { request, distDir } = await builtApp(t, `throw new Error('renderer bug');`);
    made.push(distDir);
    const logs = captureLogs();
    const response = await request().get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(logs.linesOf('web', 'error')).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining('server rendering of / failed'),
        err: expect.objectContaining({ message: 'renderer bug' }),
      }),
    ]);
  });

  it('serves the page as built when the build has no renderer', async () => {
    const { request, distDir } = await builtApp(t, null);
    made.push(distDir);
    const response = await request().get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
  });
});
