import type { TopicSummary } from '../provider';
import { trimQuote } from '../providers/openai/quoteSchema';
import type { TopicOutput } from './schema';

/** The model's output as the engine-neutral summary; the caller verifies and counts. */
export function toTopicSummary(output: TopicOutput): TopicSummary {
  const ids = (answerIds: readonly string[]) => answerIds.map((id) => id.trim());
  return {
    title: output.title.trim(),
    consensus: output.consensus && {
      claim: output.consensus.claim.trim(),
      answerIds: ids(output.consensus.answerIds),
    },
    disagreement: output.disagreement && {
      subject: output.disagreement.subject.trim(),
      sides: output.disagreement.sides.map((side) => ({
        position: side.position.trim(),
        answerIds: ids(side.answerIds),
      })),
    },
    figures: output.figures.map((figure) => ({
      ...trimQuote(figure),
      figure: figure.figure.trim(),
    })),
    quotes: output.quotes.map(trimQuote),
  };
}
