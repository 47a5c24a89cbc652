import { textConcepts } from '../../text/concepts';
import { keyPhrases } from '../../text/keyPhrases';
import { analysePassages } from '../passages';
import type { Theme, ThemeRequest } from '../provider';

/** How many verbatim quotes a theme keeps (the provider path keeps as many, result.ts). */
export const THEME_QUOTES = 3;

/**
 * The local engine's themes: key phrases (api/text/keyPhrases.ts), merged by meaning,
 * never made of the question's own words, each with the answers, experts and
 * companies behind it counted here and up to three verbatim quotes.
 */
export function localThemes(request: ThemeRequest): Theme[] {
  const exclude = new Set(request.question ? textConcepts(request.question) : []);
  return keyPhrases(analysePassages(request.passages), { limit: request.limit, exclude }).map(
    (phrase) => ({
      label: phrase.label,
      answers: phrase.answers.length,
      experts: phrase.experts,
      companies: phrase.companies,
      score: phrase.score,
      quotes: phrase.examples.slice(0, THEME_QUOTES).map((example) => ({
        answerId: example.passage.answerId,
        quote: example.sentence.text,
      })),
    }),
  );
}
