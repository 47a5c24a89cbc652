import { z } from 'zod';
import { PASSAGE_ID, QuoteOutputSchema, VERBATIM } from '../providers/openai/quoteSchema';

/*
 * The structured output of the provider path's key insight (see quoteSchema.ts). The
 * model names answers by id and never counts: experts, companies and "4 of 6" are
 * computed from the ids by the caller (api/ai/insights/insightText.ts).
 */

const AnswerIdsSchema = z.array(z.string().describe(PASSAGE_ID));

export const TopicOutputSchema = z.object({
  title: z.string().describe('A few words naming the topic'),
  consensus: z
    .object({
      claim: z
        .string()
        .describe(
          'What these experts share, as a predicate with no subject and no count, e.g. "estimate Scope 3 emissions from sector averages rather than measure them"',
        ),
      answerIds: AnswerIdsSchema.describe('Every passage that makes this point'),
    })
    .nullable()
    .describe('The point made by the most passages; null when no two passages share one'),
  disagreement: z
    .object({
      subject: z.string().describe('What the passages diverge on, a few words'),
      sides: z
        .array(
          z.object({
            position: z
              .string()
              .describe('The position in a few words, e.g. "a real revenue source"'),
            answerIds: AnswerIdsSchema.describe('The passages that hold it'),
          }),
        )
        .describe('Two or more opposing positions'),
    })
    .nullable()
    .describe('Where passages contradict each other; null when they do not'),
  figures: z
    .array(
      z.object({
        answerId: z.string().describe(PASSAGE_ID),
        figure: z.string().describe('The number, share, amount or time frame, exactly as written'),
        quote: z.string().describe(`${VERBATIM}; or the clause holding the figure, copied exactly`),
      }),
    )
    .describe('Up to 5 figures the experts give'),
  quotes: z
    .array(QuoteOutputSchema)
    .describe('1 to 3 specific quotes, each from a different expert'),
});
export type TopicOutput = z.infer<typeof TopicOutputSchema>;
