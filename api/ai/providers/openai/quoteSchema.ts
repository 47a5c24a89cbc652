import { z } from 'zod';

/*
 * The structured outputs the model must return. Objects with every field required
 * and nullable where optional: the shape OpenAI's strict JSON schema mode accepts.
 * Passages are named by their answer id; every quote is checked against the passage
 * it names afterwards (api/ai/grounding.ts), so these schemas only fix the shape.
 */

export const PASSAGE_ID = 'The id of a passage, exactly as given in its [Passage …] line';
export const VERBATIM =
  'Words copied exactly, character for character, from that passage: one or more whole sentences';

export const QuoteOutputSchema = z.object({
  answerId: z.string().describe(PASSAGE_ID),
  quote: z.string().describe(VERBATIM),
});

/** Trimmed at the ends only: the inside of a quote must stay verbatim. */
export function trimQuote(quote: { answerId: string; quote: string }) {
  return { answerId: quote.answerId.trim(), quote: quote.quote.trim() };
}
