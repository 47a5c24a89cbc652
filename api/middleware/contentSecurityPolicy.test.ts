import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../test/testApp';
import { contentSecurityPolicy, inlineHashes } from './contentSecurityPolicy';

const INLINE_SCRIPT = "window.__theme = 'dark';";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A built app as Vite leaves it, with an inline script such as a plugin might add. */
const INDEX_HTML = `<!doctype html>
<html><head>
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <script>${INLINE_SCRIPT}</script>
  <link rel="stylesheet" href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('hashes inline scripts and skips external ones', () => {
    expect(inlineHashes(INDEX_HTML, 'script')).toEqual([sha256(INLINE_SCRIPT)]);
    expect(inlineHashes('<style>body{color:red}</style>', 'style')).toEqual([
      sha256('body{color:red}'),
    ]);
  });

  it('allows our own origin only, with no inline or eval escape hatch', () => {
    const policy = directives(contentSecurityPolicy(INDEX_HTML));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", sha256(INLINE_SCRIPT)]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    for (const name of ['style-src', 'img-src', 'media-src', 'connect-src', 'worker-src']) {
      expect(policy.get(name), name).toEqual(["'self'"]);
    }
    expect(policy.get('style-src-attr')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(INDEX_HTML)).not.toMatch(/unsafe-|\*|data:|blob:|https?:/);
  });

  it("lists a server-rendered page's inline styles and style attributes, and nothing else", () => {
    const hidden = 'border:0;clip:rect(0 0 0 0);position:absolute';
    const page = `<!-- an inline <style> would need a hash --><head><style>.a{}</style></head>
      <body><span style="${hidden}"></span><span style="${hidden}"></span>
      <script type="application/json" id="data">{"a":1}</script></body>`;
    const policy = directives(contentSecurityPolicy(page));
    expect(policy.get('style-src')).toEqual(["'self'", sha256('.a{}')]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-hashes'", sha256(hidden)]);
    // A data block never runs: it needs no hash, and gets none.
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('hashes an attribute as the browser reads it, entities decoded', () => {
    const policy = directives(
      contentSecurityPolicy('<i style="font-family:&quot;Inter&quot;"></i>'),
    );
    expect(policy.get('style-src-attr')).toContain(sha256('font-family:"Inter"'));
  });
});

describe('the built app is served with the policy', () => {
  let t: TestApp;
  let distDir: string;
  let request: () => ReturnType<typeof supertest>;
  beforeAll(async () => {
    t = await createTestApp();
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1);');
    await fs.writeFile(path.join(distDir, 'sw.js'), 'self.skipWaiting();');
    const app = createApp({ services: t.services, sessionKeys: ['test-key-0123456789'], distDir });
    const server = app.callback();
    request = () => supertest(server);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/admin', '/expert/int-1', '/index.html', '/assets/index-abc.js', '/sw.js'])(
    '%s carries the policy, with the inline script hashed from the build',
    async (url) => {
      const response = await request().get(url);
      expect(response.status).toBe(200);
      const policy = response.headers['content-security-policy'];
      expect(policy).toBe(contentSecurityPolicy(INDEX_HTML));
      expect(policy).toContain(sha256(INLINE_SCRIPT));
    },
  );

  it('does not hand the page policy to API answers', async () => {
    const response = await request().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.headers['content-security-policy']).not.toBe(contentSecurityPolicy(INDEX_HTML));
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
