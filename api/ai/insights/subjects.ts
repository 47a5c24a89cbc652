import type { AnswerPassage } from '../../retrieval/types';
import { compoundNounPhrases, type Unit, unitLabel } from '../../text/compounds';
import { isNoun } from '../../text/phrases';
import { contentTerms, type Sentence } from '../../text/sentences';
import type { AnalysedPassage } from '../passages';

/**
 * A subject the answers to one question name, with the experts behind it: what a
 * consensus counts and a disagreement compares. Built here on wink-nlp's noun phrases,
 * not on the theme engine's key phrases: a consensus is counted by experts, and must not
 * move when themes are tuned for another screen.
 */
export interface Subject {
  /** Stems, space-separated. */
  key: string;
  label: string;
  words: number;
  answers: AnswerPassage[];
  /** Distinct interviews, one per expert. */
  experts: Set<string>;
  /** Every sentence naming it, with its answer. */
  examples: { passage: AnswerPassage; sentence: Sentence }[];
}

/**
 * Nouns every answer about banking uses; as a consensus they say nothing ("6 experts
 * discuss banks"). Stems.
 */
const TOO_GENERAL = new Set(
  contentTerms(
    'bank banks work thing way part side lot case people company firm business time year month week day quarter kind sort view point number percent figure example fact',
  ),
);

/**
 * The subjects of the answers' noun phrases (see candidatesIn), leaving out the
 * question's own words and nouns too general to be a finding. Ranked by experts times words: a pair is a more
 * specific point than a lone noun, so three experts naming "sector averages" outrank
 * five naming "sectors".
 */
export function answerSubjects(
  analysed: readonly AnalysedPassage[],
  questionText: string,
): Subject[] {
  const exclude = new Set([...contentTerms(questionText), ...TOO_GENERAL]);
  const subjects = new Map<string, Subject & { surfaces: Map<string, number> }>();
  for (const { passage, sentences } of analysed) {
    for (const sentence of sentences) {
      for (const phrase of candidatesIn(sentence)) {
        const words = phrase.flatMap((unit) => unit.words);
        if (words.some((word) => isNoun(word) && exclude.has(word.stem))) continue;
        const key = words
          .filter((word) => word.content)
          .map((word) => word.stem)
          .join(' ');
        if (!key) continue;
        let subject = subjects.get(key);
        if (!subject) {
          subject = {
            key,
            label: '',
            words: phrase.length,
            answers: [],
            experts: new Set(),
            examples: [],
            surfaces: new Map(),
          };
          subjects.set(key, subject);
        }
        if (!subject.answers.includes(passage)) subject.answers.push(passage);
        subject.experts.add(passage.interviewId);
        subject.examples.push({ passage, sentence });
        const surface = unitLabel(phrase, sentence);
        subject.surfaces.set(surface, (subject.surfaces.get(surface) ?? 0) + 1);
      }
    }
  }
  return [...subjects.values()]
    .map(({ surfaces, ...subject }) => ({ ...subject, label: commonest(surfaces) }))
    .sort(
      (a, b) =>
        weight(b) - weight(a) || b.experts.size - a.experts.size || a.label.localeCompare(b.label),
    );
}

function weight(subject: Subject): number {
  return subject.experts.size * subject.words;
}

/**
 * A phrase's head ("loans"), and every adjacent pair ending in a noun ("sustainability-
 * linked loans", "sector averages"); a hyphenated compound is one word. A lone modifier
 * is not a subject: "transition" in "transition risk" qualifies one.
 */
function candidatesIn(sentence: Sentence): Unit[][] {
  return compoundNounPhrases(sentence).flatMap((phrase) =>
    phrase.flatMap((unit, index) => {
      const found: Unit[][] = unit.noun && index === phrase.length - 1 ? [[unit]] : [];
      const next = phrase[index + 1];
      if (next?.noun) found.push([unit, next]);
      return found;
    }),
  );
}

function commonest(surfaces: ReadonlyMap<string, number>): string {
  return [...surfaces.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}
