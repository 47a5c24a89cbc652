import type { TopicSummary } from '../provider';
import { trimQuote } from '../providers/openai/quoteSchema';
import type { TopicOutput } from './schema';

export function toTopicSummary(output: TopicOutput): TopicSummary {
  return {
    title: output.title.trim(),
    lead: output.lead.trim(),
    quotes: output.quotes.map(trimQuote),
  };
}
