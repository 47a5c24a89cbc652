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
