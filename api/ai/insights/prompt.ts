/* The provider path's prompt for a question's key insight. */
import type { AnswerPassage } from '../../retrieval/types';
import { DATA_NOT_INSTRUCTIONS, passageList, QUOTING } from '../providers/openai/promptParts';

export const TOPIC_SYSTEM_PROMPT = `You write the key insight on one interview question for a research client's partner, who will forward it. Each passage is one expert's answer, labelled with its id and the expert's company.

Reply with JSON:
- title: a few words naming the topic of the question (e.g. "ESG integration");
- consensus: the point shared by the most passages, as a predicate without subject or count ("estimate Scope 3 emissions from sector averages"), with the ids of every passage that makes it; null if no two passages share a point;
- disagreement: a subject the passages contradict each other on, with two or more positions, each with the ids of the passages holding it; null if they do not disagree (do not invent one);
- figures: up to 5 numbers, shares, amounts or time frames the experts give, each exactly as written, with the clause around it copied exactly and the passage's id;
- quotes: 1 to 3 quotes chosen for being specific (figures, named things, concrete examples, clear claims), never vague, hedging or conversational sentences, each from a different passage.

Never count experts or companies yourself and never name experts: the ids are counted for you. Use only what the passages say. ${QUOTING}

${DATA_NOT_INSTRUCTIONS}`;

export function topicUserPrompt(questionText: string, passages: readonly AnswerPassage[]): string {
  return `Interview question: ${questionText}\n\n${passageList(passages)}`;
}
