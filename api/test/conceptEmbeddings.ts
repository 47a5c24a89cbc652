/**
 * A stand-in embedding model with meaning built in, for hybrid-retrieval tests: one
 * dimension per concept, so "lenders" and "financing" land close together although
 * they share no stem, and unrelated texts are orthogonal.
 */
const CONCEPTS = [
  ['lender', 'lenders', 'bank', 'banks', 'financing', 'loan', 'loans', 'credit'],
  ['carbon', 'emissions', 'coal', 'climate', 'fossil'],
  ['cloud', 'software', 'servers', 'automation'],
  ['hiring', 'talent', 'staff', 'salaries'],
];

export function conceptVector(text: string): number[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return CONCEPTS.map((group) => words.filter((word) => group.includes(word)).length);
}
