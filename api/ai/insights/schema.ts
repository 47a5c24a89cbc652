import { z } from 'zod';
import { QuoteOutputSchema } from '../providers/openai/quoteSchema';

/* The structured output of the provider path's key insight (see quoteSchema.ts). */

export const TopicOutputSchema = z.object({
  title: z.string().describe('A few words naming the topic'),
  lead: z.string().describe('One or two sentences on what the experts said, framing the quotes'),
  quotes: z.array(QuoteOutputSchema).describe('Up to 3 quotes that represent the answers best'),
});
export type TopicOutput = z.infer<typeof TopicOutputSchema>;
