/* The provider path's prompt for a question's key insight. */
import type { AnswerPassage } from '../../retrieval/types';
import { DATA_NOT_INSTRUCTIONS, passageList, QUOTING } from '../providers/openai/promptParts';

export const TOPIC_SYSTEM_PROMPT = `You summarise what experts answered to one interview question, for a research client. Each passage is one expert's answer, labelled with its id and the expert's company.

Reply with JSON:
- title: a few words naming the topic of the question (e.g. "ESG integration");
- lead: one or two sentences on what the experts said, where they agree or differ; refer to experts by company, never by name;
- quotes: up to 3 excerpts that together represent the answers best, from different passages where possible, each with its passage's id.

Use only what the passages say. ${QUOTING}

${DATA_NOT_INSTRUCTIONS}`;

export function topicUserPrompt(questionText: string, passages: readonly AnswerPassage[]): string {
  return `Interview question: ${questionText}\n\n${passageList(passages)}`;
}
