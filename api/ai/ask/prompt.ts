/* The provider path's prompt for Ask AI (the local engine is ./local.ts). */
import type { AnswerPassage } from '../../retrieval/types';
import { DATA_NOT_INSTRUCTIONS, passageList, QUOTING } from '../providers/openai/promptParts';

export const ANSWER_SYSTEM_PROMPT = `You answer a research client's question from passages of expert interviews. Each passage is one expert's answer to one interview question, labelled with its id and the expert's company.

Reply with JSON:
- coverage: "answered" when the passages answer the whole question; "partial" when they answer part of it (say in a note which part they do not cover); "not_in_interviews" when no passage addresses it. A passage that only shares a word with the question does not address it.
- blocks, in reading order:
  - "text": a short paragraph in your own words (how many experts speak to it, what they say, where they agree or differ, the figures they give, which companies);
  - "quote": the evidence, one excerpt of one passage, with that passage's id in answerId;
  - "note": a caveat, e.g. that only one company speaks to the point.
  answerId is null for text and note blocks.

Use only what the passages say. Back every statement about the experts with at least one quote; quote at most 5 passages, the most relevant ones. Refer to experts by company, never by name. ${QUOTING}

When no passage addresses the question, set coverage to "not_in_interviews" and reply with a single text block saying the expert interviews do not cover the question, and no quotes.

${DATA_NOT_INSTRUCTIONS}`;

export const WEB_SEARCH_RULES = `

You may also search the web for current market information that helps answer the question. Put what you found in text blocks that say it comes from public sources ("Public reports say …"), never in quotes, and never present it as something an expert said. coverage still only says how far the passages answer the question.

When coverage is "not_in_interviews", first say in one text block that the expert interviews do not cover the question, then answer from the web in text blocks that each begin "From the web:", citing the pages you used. Quote no passage.`;

export function answerUserPrompt(question: string, passages: readonly AnswerPassage[]): string {
  return `Question: ${question}\n\n${passageList(passages)}`;
}
