import { z } from 'zod';
import { PASSAGE_ID, QuoteOutputSchema } from '../providers/openai/quoteSchema';

/* The structured outputs of the provider path's themes and sentiment (see quoteSchema.ts). */

export const ThemesOutputSchema = z.object({
  themes: z
    .array(
      z.object({
        label: z
          .string()
          .describe('A key phrase of 2-4 words naming a specific subject, as experts would say it'),
        mentions: z
          .array(QuoteOutputSchema)
          .describe(
            'Every passage that mentions the theme in any words, each with the sentence that does',
          ),
      }),
    )
    .describe('The themes, most widespread first'),
});
export type ThemesOutput = z.infer<typeof ThemesOutputSchema>;

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type SentimentLabel = (typeof SENTIMENTS)[number];

export const SentimentOutputSchema = z.object({
  labels: z
    .array(
      z.object({
        answerId: z.string().describe(PASSAGE_ID),
        sentiment: z.enum(SENTIMENTS),
      }),
    )
    .describe('One label for every passage'),
});
export type SentimentOutput = z.infer<typeof SentimentOutputSchema>;
