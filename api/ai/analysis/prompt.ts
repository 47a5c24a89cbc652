/* The provider path's prompts for custom analyses: themes and sentiment. */
import type { AnswerPassage } from '../../retrieval/types';
import { DATA_NOT_INSTRUCTIONS, passageList, QUOTING } from '../providers/openai/promptParts';

export function themesSystemPrompt(limit: number): string {
  return `You find the themes running through passages of expert interviews, for a research client. Each passage is one expert's answer, labelled with its id and the expert's company.

Reply with JSON: themes, at most ${limit}, the most widespread first. Each has:
- label: a key phrase of 2 to 4 words naming a specific subject, as the experts would put it (e.g. "Scope 3 estimates", "third-party ESG ratings", "data quality"), never a lone generic word such as "risk" or "clients";
- mentions: every passage that mentions the theme, in any words, each with its id and the sentence of it that does, copied exactly.

A theme is a subject several experts raise, not a word of the question asked. Themes that mean the same (singular and plural, synonyms such as "loans" and "lending", another word order) are one theme: merge them under one label and list all their mentions. ${QUOTING} Answers are counted from the mentions, so list every passage that mentions a theme, once.

${DATA_NOT_INSTRUCTIONS}`;
}

export const SENTIMENT_SYSTEM_PROMPT = `You classify the sentiment of passages of expert interviews: how the expert feels about what they describe.

Reply with JSON: labels, one for every passage, each with the passage's id and one sentiment:
- positive: optimistic, satisfied, describing progress or success;
- negative: worried, critical, describing problems, risks or failures;
- neutral: factual or balanced.

${DATA_NOT_INSTRUCTIONS}`;

export function themesUserPrompt(
  question: string | undefined,
  passages: readonly AnswerPassage[],
): string {
  const about = question
    ? `The client's question (its own words are not themes): ${question}\n\n`
    : '';
  return `${about}${passageList(passages)}`;
}

export function sentimentUserPrompt(passages: readonly AnswerPassage[]): string {
  return passageList(passages);
}
