import { createHash } from 'node:crypto';

/**
 * The formatted report's one stylesheet, inlined so the file stands alone: system
 * fonts only, black text on white, grey only where meaning does not depend on it.
 * Print rules: the paper's own size (A4 or Letter) with margins that suit both, the
 * key insights on a new page, and no chart, quote or insight split across pages.
 */
export const REPORT_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: #fff;
  color: #111;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main { max-width: 46rem; margin: 0 auto; padding: 2.5rem 1.25rem 3rem; }
h1, h2, h3 { line-height: 1.25; break-after: avoid; }
h1 { font-size: 2rem; margin: 0.25rem 0 0.75rem; overflow-wrap: anywhere; }
h2 { font-size: 1.35rem; margin: 0 0 0.75rem; padding-bottom: 0.35rem; border-bottom: 2px solid #111; }
h3 { font-size: 1.1rem; margin: 0 0 0.4rem; overflow-wrap: anywhere; }
p { margin: 0 0 0.75rem; }
.eyebrow { margin: 0; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: #444; }
.meta { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0 0 1rem; }
.meta dt { font-weight: 600; }
.meta dd { margin: 0; overflow-wrap: anywhere; }
.note { color: #333; font-size: 0.95rem; }
section { margin-top: 2.25rem; }
.figure { margin: 0 0 1rem; break-inside: avoid; }
.chart { display: block; width: 100%; max-width: 420px; height: auto; margin: 0.5rem 0 0.75rem; }
.chart .label { font-size: 16px; font-weight: 600; fill: #111; }
.chart .detail { font-size: 14px; fill: #333; }
.chart .value { font-size: 15px; font-weight: 600; fill: #111; }
.chart .track { fill: #fff; stroke: #555; stroke-width: 1; }
.chart .track.unmeasured { stroke-dasharray: 4 3; }
.chart .bar { fill: #1f1f1f; }
.explanations { margin: 0; padding-left: 1.25rem; }
.explanations li { margin-bottom: 0.4rem; }
.insight { margin: 0 0 1.75rem; break-inside: avoid; }
.basis { font-style: italic; color: #333; margin-bottom: 0.4rem; }
.quote { margin: 0.75rem 0 0; padding: 0.1rem 0 0.1rem 1rem; border-left: 4px solid #111; break-inside: avoid; }
.quote blockquote { margin: 0 0 0.3rem; overflow-wrap: anywhere; }
.quote figcaption { font-size: 0.9rem; color: #333; overflow-wrap: anywhere; }
footer { margin-top: 3rem; padding-top: 0.75rem; border-top: 1px solid #999; font-size: 0.85rem; color: #333; }
@page { margin: 18mm 16mm 20mm; }
@page { @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 9pt system-ui, sans-serif; color: #444; } }
@media print {
  body { font-size: 11pt; }
  main { max-width: none; padding: 0; }
  section { margin-top: 1.5rem; }
  .insights { break-before: page; margin-top: 0; }
  .chart { max-width: 120mm; }
  a { color: inherit; text-decoration: none; }
}
`.trim();

/** For the Content-Security-Policy that lets this stylesheet, and nothing else, apply. */
export const REPORT_CSS_HASH = `'sha256-${createHash('sha256').update(REPORT_CSS).digest('base64')}'`;

/**
 * No script, image, font, frame or form of any kind, only the stylesheet above: the
 * second wall behind escaping, sent as a header and written into the file, so it holds
 * when the report is opened from disk too.
 */
export const REPORT_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${REPORT_CSS_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
