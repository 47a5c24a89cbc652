import type { AnswerPassage } from './types';

/** The companies the answers come from, alphabetically. */
export function companiesOf(passages: readonly Pick<AnswerPassage, 'company'>[]): string[] {
  return [...new Set(passages.map((passage) => passage.company))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** The interviews the answers come from, in first-seen order. */
export function interviewsOf(passages: readonly AnswerPassage[]): string[] {
  return [...new Set(passages.map((passage) => passage.interviewId))];
}
