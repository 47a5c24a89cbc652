/** "1 answer", "3 answers", "1 company", "2 companies". */
export function countPhrase(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** “a”, “a” or “b”, “a”, “b” or “c”. */
export function listPhrases(items: readonly string[], conjunction: 'and' | 'or'): string {
  const quoted = items.map((item) => `“${item}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted.at(-1)}`;
}

/** Names in plain prose: "A", "A and B", "A, B and C". */
export function listNames(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
