/**
 * Whole percentages of some counts by largest remainder, so they always add up to
 * exactly 100 (all 0 when every count is 0).
 */
export function wholePercentages<K extends string>(counts: Record<K, number>): Record<K, number> {
  const keys = Object.keys(counts) as K[];
  const total = keys.reduce((sum, key) => sum + counts[key], 0);
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  if (total === 0) return result;
  const exact = keys.map((key) => ({ key, value: (counts[key] * 100) / total }));
  for (const { key, value } of exact) result[key] = Math.floor(value);
  let left = 100 - keys.reduce((sum, key) => sum + result[key], 0);
  for (const { key } of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left-- <= 0) break;
    result[key]++;
  }
  return result;
}
