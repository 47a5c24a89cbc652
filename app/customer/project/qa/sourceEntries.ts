import type { Citation } from '../../../../sync/contract/customer';

export interface SourceEntries {
  /** http(s) addresses: shown as external links. */
  web: string[];
  /** Lines that are neither a link nor about a cited answer: shown as plain text. */
  other: string[];
}

/**
 * An entry is a web link only if it starts with http:// or https:// and parses as a
 * URL; anything else (a name that merely starts with "http", say) stays text.
 */
export function isWebSource(entry: string): boolean {
  if (!/^https?:\/\//i.test(entry)) return false;
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Splits the answer's `sources` into web links and other lines. The API also writes
 * one line per cited answer ("… (interview X, answer Y)"); those are left out because
 * the citations, which carry the quote and open the transcript, already show them.
 */
export function splitSources(
  sources: readonly string[],
  citations: readonly Pick<Citation, 'answerId'>[],
): SourceEntries {
  const cited = new Set(citations.map((citation) => citation.answerId));
  const describesCitedAnswer = (line: string) =>
    [...cited].some((answerId) => line.includes(`answer ${answerId})`));
  const web: string[] = [];
  const other: string[] = [];
  for (const entry of new Set(sources.map((source) => source.trim()).filter(Boolean))) {
    if (isWebSource(entry)) web.push(entry);
    else if (!describesCitedAnswer(entry)) other.push(entry);
  }
  return { web, other };
}
