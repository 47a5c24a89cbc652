/** A sparse TF-IDF vector, L2-normalised so a dot product is a cosine. */
export type TermVector = Map<string, number>;

/**
 * Document frequencies over a set of documents (each a list of stems), and the TF-IDF
 * vectors built from them. IDF is smoothed (always > 0) so a term every document
 * shares still counts a little, which matters for small interview sets.
 */
export class TermStatistics {
  private readonly frequency = new Map<string, number>();
  readonly documents: number;

  constructor(documents: Iterable<readonly string[]>) {
    let count = 0;
    for (const terms of documents) {
      count++;
      for (const term of new Set(terms)) {
        this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
      }
    }
    this.documents = count;
  }

  documentFrequency(term: string): number {
    return this.frequency.get(term) ?? 0;
  }

  idf(term: string): number {
    return Math.log(1 + this.documents / Math.max(1, this.documentFrequency(term)));
  }

  vector(terms: readonly string[]): TermVector {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    const vector: TermVector = new Map();
    for (const [term, count] of counts) vector.set(term, count * this.idf(term));
    return normalise(vector);
  }
}

export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) dot += weight * (large.get(term) ?? 0);
  return dot;
}

/** The normalised mean of some vectors: the "typical" sentence they share. */
export function centroid(vectors: readonly TermVector[]): TermVector {
  const sum: TermVector = new Map();
  for (const vector of vectors) {
    for (const [term, weight] of vector) sum.set(term, (sum.get(term) ?? 0) + weight);
  }
  return normalise(sum);
}

function normalise(vector: TermVector): TermVector {
  let length = 0;
  for (const weight of vector.values()) length += weight * weight;
  length = Math.sqrt(length);
  if (length === 0) return vector;
  for (const [term, weight] of vector) vector.set(term, weight / length);
  return vector;
}
