import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every page the built app serves. Only our own origin
 * may supply scripts, styles, images, media, fonts, workers and API calls; inline
 * scripts and styles apply only when their SHA-256 is listed (a server-rendered page
 * inlines its stylesheets: api/web/staticApp.ts hashes each page as it sends it);
 * no eval, no plugins, no <base> or form posts elsewhere, no framing. It is a second
 * wall behind React's escaping: injected markup cannot run script or send data away.
 *
 * Not on `npm run dev`: Vite's dev server injects inline scripts for hot reload.
 */
export function contentSecurityPolicy(pageHtml: string): string {
  const self = "'self'";
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', [self, ...inlineHashes(pageHtml, 'script')]],
    // React's style props go through the CSSOM, which style-src does not govern.
    ['style-src', [self, ...inlineHashes(pageHtml, 'style')]],
    // But in server-rendered HTML they are attributes: each one listed, and no other.
    ['style-src-attr', styleAttributeSources(pageHtml)],
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

/** `'sha256-…'` of each inline <script> or <style> body that the browser would run or apply. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi');
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of withoutComments(html).matchAll(pattern)) {
    // External scripts need no hash; a JSON data block never runs.
    if (tag === 'script' && /\s(src\s*=|type\s*=\s*"application\/json")/i.test(` ${attributes}`))
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * `'unsafe-hashes'` and the hash of each `style="…"` in the page (react-aria's visually
 * hidden inputs, server-rendered), or `'none'` when it has none.
 */
function styleAttributeSources(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, value = ''] of withoutComments(html).matchAll(/\sstyle="([^"]*)"/gi))
    hashes.add(
      `'sha256-${createHash('sha256').update(decodeEntities(value), 'utf8').digest('base64')}'`,
    );
  return hashes.size ? ["'unsafe-hashes'", ...hashes] : ["'none'"];
}

/** An attribute value as the browser reads it (React escapes these five). */
function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A comment may mention a tag (index.html's does): it is not one. */
const withoutComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');
