import type { PassageIndex } from '../ai/grounding';
import type { QuoteRef } from '../ai/provider';

/** Verified quotes as plain prose: “…” (Expert Name, Company) “…” (…). */
export function attributedQuotes(quotes: readonly QuoteRef[], passages: PassageIndex): string {
  return quotes
    .map((quote) => {
      const passage = passages.get(quote.answerId);
      return `“${quote.quote}” (${passage?.expertName}, ${passage?.company})`;
    })
    .join(' ');
}
