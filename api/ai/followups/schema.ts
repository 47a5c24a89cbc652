import { z } from 'zod';
import type { FollowupDecision } from './types';

/** A follow-up longer than this is a speech, not a question. */
export const MAX_FOLLOWUP_LENGTH = 400;

/**
 * The structured output the model must return. Flat, every field required and
 * `question` nullable: the shape OpenAI's strict JSON schema mode accepts (its root
 * cannot be a union).
 */
export const FollowupOutputSchema = z.object({
  ask: z.boolean().describe('True when one follow-up question is worth asking'),
  question: z
    .string()
    .nullable()
    .describe('The follow-up question, addressed to the expert; null when ask is false'),
  reason: z.string().describe('Why, in one short sentence'),
});
export type FollowupOutput = z.infer<typeof FollowupOutputSchema>;

/** The decision the output stands for, or null when it contradicts itself. */
export function toDecision(output: FollowupOutput): FollowupDecision | null {
  const reason = output.reason.trim();
  if (!output.ask) return { ask: false, reason };
  const question = output.question?.trim();
  if (!question || question.length > MAX_FOLLOWUP_LENGTH) return null;
  return { ask: true, question, reason };
}
