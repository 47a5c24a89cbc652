import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy of every page the built app serves. Only our own origin
 * may supply scripts, styles, images, media, fonts, workers and API calls; inline
 * scripts run only when their SHA-256 is listed (none today, but a plugin may add one);
 * no eval, no plugins, no <base> or form posts elsewhere, no framing. It is a second
 * wall behind React's escaping: injected markup cannot run script or send data away.
 *
 * Not on `npm run dev`: Vite's dev server injects inline scripts for hot reload.
 */
export function contentSecurityPolicy(indexHtml: string): string {
  const self = "'self'";
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', [self, ...inlineHashes(indexHtml, 'script')]],
    // React's style props go through the CSSOM, which style-src does not govern.
    ['style-src', [self, ...inlineHashes(indexHtml, 'style')]],
    ['img-src', [self]],
    ['media-src', [self]],
    ['font-src', [self]],
    ['connect-src', [self]],
    ['worker-src', [self]],
    ['manifest-src', [self]],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The policy for the app built into `distDir`, hashed from its index.html at start-up. */
export function contentSecurityPolicyForBuild(distDir: string): string {
  const indexFile = path.join(distDir, 'index.html');
  return contentSecurityPolicy(fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '');
}

/** `'sha256-…'` of each inline <script> or <style> body (external scripts need no hash). */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi');
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(pattern)) {
    if (tag === 'script' && /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
