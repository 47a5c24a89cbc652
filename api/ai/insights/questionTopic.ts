import { labelForm, type NounPhrase, nounPhrases } from '../../text/phrases';
import { splitSentences } from '../../text/sentences';
import { TermStatistics } from '../../text/termStatistics';
import type { AnalysedPassage } from '../passages';

const MAX_TOPIC_WORDS = 3;

/**
 * A short topic for an interview question, in the question's own words: one of its
 * noun phrases, skipping those about the respondent ("your firm"). Longer phrases are
 * more specific; among equals, the one whose words the answers use most wins. "How is
 * your firm approaching ESG integration?" gives "ESG integration".
 */
export function questionTopic(questionText: string, answers: readonly AnalysedPassage[]): string {
  const stats = new TermStatistics(answers.map((answer) => answer.terms));
  const share = (stem: string) =>
    stats.documents === 0 ? 0 : stats.documentFrequency(stem) / stats.documents;
  const sentences = splitSentences(questionText);
  const phrases = sentences.flatMap((sentence) =>
    nounPhrases(sentence).map((phrase) => ({ phrase, sentence })),
  );
  const subjects = phrases.filter(({ phrase }) => !phrase.owned);
  let best: { phrase: NounPhrase; score: number; label: string } | undefined;
  for (const { phrase, sentence } of subjects.length > 0 ? subjects : phrases) {
    const words = phrase.words.slice(-MAX_TOPIC_WORDS);
    const coverage = words.reduce((sum, word) => sum + share(word.stem), 0);
    const score = coverage + 0.5 * (words.length - 1);
    if (!best || score > best.score) {
      best = { phrase, score, label: words.map((word) => labelForm(word, sentence)).join(' ') };
    }
  }
  if (!best) return questionText.trim().replace(/\?+$/, '');
  return best.label.charAt(0).toUpperCase() + best.label.slice(1);
}
