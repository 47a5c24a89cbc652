import { labelForm, nounPhrases } from '../../text/phrases';
import { listNames } from '../../text/wording';
import type { TopicClaim } from '../provider';
import type { Subject } from './subjects';

/** Phrases named with the leading one must come mostly from the same experts. */
const SAME_EXPERTS = 0.5;
const MAX_NAMED = 3;
const MAX_LABEL_WORDS = 3;

/**
 * The point shared by the most experts, in words: the subject most experts name
 * (a phrase of two words before a lone noun when as many use it), with up to two more
 * that mostly the same experts use ("discuss sector averages, energy bills and PCAF
 * scores"). Null when no phrase is shared by two experts. Sentiment is not used to word
 * it: wink-nlp's lexicon scores the subject ("high-emitting"), not the view of it.
 */
export function consensusClaim(subjects: readonly Subject[]): TopicClaim | null {
  // answerSubjects ranks pairs and lone nouns by experts times words.
  const [lead, ...rest] = subjects;
  if (!lead || lead.experts.size < 2) return null;
  const leadExperts = lead.experts;
  const named = [lead];
  for (const phrase of rest) {
    if (named.length >= MAX_NAMED) break;
    if (named.some((other) => sharesWord(other, phrase))) continue;
    const shared = [...phrase.experts].filter((id) => leadExperts.has(id)).length;
    if (phrase.experts.size >= 2 && shared >= SAME_EXPERTS * phrase.experts.size) {
      named.push(phrase);
    }
  }
  const labels = listNames(named.map(subjectLabel));
  return {
    claim: `discuss ${labels}`,
    answerIds: lead.answers.map((answer) => answer.answerId),
  };
}

/**
 * A subject as the experts word it: a lone noun reads better with the words that
 * qualify it ("averages" → "sector averages"), so the commonest noun phrase ending in it,
 * up to three words, when a third of the sentences naming it use it. Pairs keep their label.
 */
export function subjectLabel(phrase: Subject): string {
  if (phrase.words > 1) return phrase.label;
  const stem = phrase.key;
  const surfaces = new Map<string, number>();
  for (const { sentence } of phrase.examples) {
    for (const { words, owned } of nounPhrases(sentence)) {
      if (owned || words.length < 2 || words.at(-1)!.stem !== stem) continue;
      const surface = words
        .slice(-MAX_LABEL_WORDS)
        .map((word) => labelForm(word, sentence))
        .join(' ');
      surfaces.set(surface, (surfaces.get(surface) ?? 0) + 1);
    }
  }
  const [best] = [...surfaces.entries()].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
  return best && best[1] >= Math.max(1, phrase.examples.length / 3) ? best[0] : phrase.label;
}

function sharesWord(a: Subject, b: Subject): boolean {
  const stems = new Set(a.key.split(' '));
  return b.key.split(' ').some((stem) => stems.has(stem));
}
