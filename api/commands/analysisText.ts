import type { Theme } from '../ai/provider';
import { countPhrase, listNames } from '../text/wording';

/** "Across 9 answers from 3 companies: “cloud” is mentioned in 4 answers (A 2, B 2, C 0); …" */
export function describeGraph(
  answers: number,
  companies: readonly string[],
  series: readonly { parameter: string; values: number[]; total: number }[],
): string {
  if (answers === 0) return 'There are no answers in the selected transcripts yet.';
  const parts = series.map((entry) => {
    const perCompany = companies.map((company, i) => `${company} ${entry.values[i]}`).join(', ');
    return `“${entry.parameter}” is mentioned in ${countPhrase(entry.total, 'answer')} (${perCompany})`;
  });
  return `Across ${countPhrase(answers, 'answer')} from ${countPhrase(companies.length, 'company', 'companies')}: ${parts.join('; ')}.`;
}

export function describeThemes(input: {
  answers: number;
  companies: readonly string[];
  themes: readonly Theme[];
  matchedQuestion: boolean;
}): string {
  if (input.answers === 0) return 'There are no answers in the selected transcripts yet.';
  const scope = `${countPhrase(input.answers, 'answer')} from ${countPhrase(input.companies.length, 'company', 'companies')}`;
  const lead = input.matchedQuestion
    ? `In the ${scope} that ${input.answers === 1 ? 'addresses' : 'address'} this question`
    : `No answer uses the question's words, so these themes span all ${scope}. In them`;
  if (input.themes.length === 0) return `${lead}, no key phrase stands out.`;
  if (input.themes.every((theme) => theme.answers === 1)) {
    return `${lead}, the key phrases are ${listNames(input.themes.map((theme) => theme.label))}.`;
  }
  const themes = input.themes.map(
    (theme) =>
      `${theme.label} (${countPhrase(theme.answers, 'answer')} from ${countPhrase(theme.experts, 'expert')})`,
  );
  return `${lead}, the themes mentioned most often are ${listNames(themes)}.`;
}
