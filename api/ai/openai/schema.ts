import { z } from 'zod';
import { COVERAGE_LEVELS } from '../../../sync/contract/customer';

/*
 * The structured outputs the model must return. Objects with every field required
 * and nullable where optional: the shape OpenAI's strict JSON schema mode accepts.
 * Passages are named by their answer id; every quote is checked against the passage
 * it names afterwards (api/ai/grounding.ts), so these schemas only fix the shape.
 */

const PASSAGE_ID = 'The id of a passage, exactly as given in its [Passage …] line';
const VERBATIM =
  'Words copied exactly, character for character, from that passage: one or more whole sentences';

export const QuoteOutputSchema = z.object({
  answerId: z.string().describe(PASSAGE_ID),
  quote: z.string().describe(VERBATIM),
});

export const AnswerOutputSchema = z.object({
  coverage: z
    .enum(COVERAGE_LEVELS)
    .describe(
      'answered: the passages answer the whole question; partial: they answer part of it; not_in_interviews: no passage addresses it',
    ),
  blocks: z
    .array(
      z.object({
        kind: z
          .enum(['text', 'note', 'quote'])
          .describe('text: your words; note: a caveat; quote: a verbatim excerpt of a passage'),
        text: z.string().describe(`For text and note, your words. For quote: ${VERBATIM}`),
        answerId: z
          .string()
          .nullable()
          .describe(`For quote: ${PASSAGE_ID}. Null for text and note`),
      }),
    )
    .describe('The answer, in reading order'),
});
export type AnswerOutput = z.infer<typeof AnswerOutputSchema>;

export const TopicOutputSchema = z.object({
  title: z.string().describe('A few words naming the topic'),
  lead: z.string().describe('One or two sentences on what the experts said, framing the quotes'),
  quotes: z.array(QuoteOutputSchema).describe('Up to 3 quotes that represent the answers best'),
});
export type TopicOutput = z.infer<typeof TopicOutputSchema>;

export const ThemesOutputSchema = z.object({
  themes: z
    .array(
      z.object({
        label: z.string().describe('The theme in 1-4 words, as experts would say it'),
        mentions: z
          .array(QuoteOutputSchema)
          .describe('Every passage that mentions the theme, each with the sentence that does'),
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
