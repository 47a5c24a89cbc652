import { firstDiscussing, mayDiscuss, meaningQuery, prepareSentence } from '../text/meaningMatch';
import { type Sentence, splitSentences } from '../text/sentences';
import type { AnswerPassage } from './types';

/** An answer that discusses a parameter, and its first sentence that does. */
export interface Mention {
  passage: AnswerPassage;
  sentence: Sentence;
}

/**
 * For each parameter (in order), the answers that discuss it by meaning
 * (api/text/meaningMatch.ts): its concepts in one sentence in any order and words,
 * synonyms included, or a noun phrase spelled closely. Runs in TypeScript over the
 * answers in scope, so PGlite and PostgreSQL count alike. An answer is tagged only
 * when its raw text could discuss a parameter (mayDiscuss), and then once.
 */
export function findMentions(
  passages: readonly AnswerPassage[],
  parameters: readonly string[],
): Mention[][] {
  const queries = parameters.map(meaningQuery);
  const mentions: Mention[][] = parameters.map(() => []);
  for (const passage of passages) {
    const lower = passage.text.toLowerCase();
    const candidates = queries.flatMap((query, index) =>
      mayDiscuss(query, lower) ? [{ query, index }] : [],
    );
    if (candidates.length === 0) continue;
    const prepared = splitSentences(passage.text).map(prepareSentence);
    for (const { query, index } of candidates) {
      const sentence = firstDiscussing(query, prepared);
      if (sentence) mentions[index]!.push({ passage, sentence });
    }
  }
  return mentions;
}
