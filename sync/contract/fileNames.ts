import type { ReportFormat } from './analytics';

/**
 * Names of downloaded files, shared by the server (Content-Disposition) and the app
 * (which saves fetched text under a name of its own). No zod here: the app's screens
 * import it directly.
 */

/** "Meridian Capital" → "meridian-capital"; only [a-z0-9-], so the name needs no quoting rules. */
export function fileSlug(text: string, fallback: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || fallback;
}

/** parley-transcript-dana-lee-northwind-bank-2026-11-25.md; `day` is YYYY-MM-DD. */
export function transcriptFileName(
  interview: { expertName: string; company: string },
  day: string,
): string {
  return `parley-transcript-${fileSlug(interview.expertName, 'expert')}-${fileSlug(interview.company, 'company')}-${day}.md`;
}

const REPORT_EXTENSIONS: Record<ReportFormat, string> = { markdown: 'md', html: 'html' };

/**
 * parley-report-meridian-capital-northbridge-bank-2026-11-25.html: the client, then the
 * filters it was exported with (two exports with different filters do not look alike),
 * then the day (YYYY-MM-DD).
 */
export function clientReportFileName(
  report: { client: string; company: string | null; topic: string | null },
  day: string,
  format: ReportFormat,
): string {
  const parts = [report.client, report.company, report.topic]
    .map((part) => fileSlug(part ?? '', ''))
    .filter(Boolean);
  return `parley-report-${parts.join('-') || 'client'}-${day}.${REPORT_EXTENSIONS[format]}`;
}
