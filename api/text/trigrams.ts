/**
 * Character-trigram vectors: a spelling-level similarity that survives word order,
 * inflection and derivation ("electrification" and "electrify" share most trigrams)
 * where exact words do not. Words are padded with spaces so "cost" and "costs" share
 * their start.
 */
export type TrigramVector = Map<string, number>;

export function trigrams(text: string): TrigramVector {
  const vector: TrigramVector = new Map();
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const gram = padded.slice(i, i + 3);
      vector.set(gram, (vector.get(gram) ?? 0) + 1);
    }
  }
  return vector;
}

export function trigramCosine(a: TrigramVector, b: TrigramVector): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [gram, count] of a) {
    normA += count * count;
    dot += count * (b.get(gram) ?? 0);
  }
  for (const count of b.values()) normB += count * count;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
