/** A run of text, or a link found in it. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * Splits plain text into text and http(s) links, so a message body can be shown as
 * text with its links clickable. Trailing punctuation stays text ("…/auth)." → "/auth").
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const href = raw.replace(/[).,;:!?]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
