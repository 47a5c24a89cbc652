import { z } from 'zod';
import { COVERAGE_LEVELS } from '../../../sync/contract/customer';
import { PASSAGE_ID, VERBATIM } from '../providers/openai/quoteSchema';

/* The structured output the provider path answers a question with (see quoteSchema.ts). */

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
