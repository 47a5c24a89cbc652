import type { Citation, QuestionSummary } from '../../../sync/contract';
import { countPhrase, listNames } from '../../text/wording';
import { expertShare } from './insightText';

const FINDINGS = 3;
const THEMES = 3;
const QUOTES = 3;

export interface ExecutiveSummaryFacts {
  answers: number;
  experts: number;
  companies: readonly string[];
  /** The project's question summaries, in the project's order. */
  questions: readonly QuestionSummary[];
  /** Theme labels, most common first. */
  themes: readonly string[];
}

/**
 * The executive summary in words: who answered; the findings most widely shared (each
 * question's consensus line, the largest share of experts first); the first disagreement
 * found; and the recurring themes named as phrases. Counts stay where they carry weight
 * ("4 of 6 experts"); no theme is reduced to an answer count.
 */
export function executiveSummaryText(facts: ExecutiveSummaryFacts): string {
  const sentences = [
    `${countPhrase(facts.answers, 'answer')} from ${countPhrase(facts.experts, 'expert')} at ${countPhrase(facts.companies.length, 'company', 'companies')} (${listNames(facts.companies)}).`,
  ];
  const findings = facts.questions
    .flatMap((question) =>
      question.consensus ? [{ question, consensus: question.consensus }] : [],
    )
    .sort((a, b) => b.consensus.experts / b.consensus.of - a.consensus.experts / a.consensus.of)
    .slice(0, FINDINGS);
  for (const { question, consensus } of findings) {
    // The companies are on the question's card; here the share of experts carries it.
    const who = lowerFirst(expertShare(consensus.experts, consensus.of));
    sentences.push(`On ${lowerFirst(question.title)}, ${who} ${consensus.claim}.`);
  }
  const disagreement = facts.questions.find((question) => question.disagreement.found);
  if (disagreement) sentences.push(disagreement.disagreement.text);
  const themes = phrasesFirst(facts.themes).slice(0, THEMES);
  if (themes.length > 0) {
    sentences.push(`Recurring themes across the questions: ${listNames(themes)}.`);
  }
  return sentences.join(' ');
}

/** The executive summary's quotes: each question's most specific one, one per expert. */
export function keyQuotes(questions: readonly QuestionSummary[]): Citation[] {
  const quotes: Citation[] = [];
  for (let rank = 0; quotes.length < QUOTES && rank < 3; rank++) {
    for (const question of questions) {
      const quote = question.quotes[rank];
      if (!quote || quotes.some((other) => other.interviewId === quote.interviewId)) continue;
      if (quotes.length < QUOTES) quotes.push(quote);
    }
  }
  return quotes;
}

/** Multi-word themes ("Scope 3 estimates") say more than single nouns ("data"). */
function phrasesFirst(labels: readonly string[]): string[] {
  const phrases = labels.filter((label) => label.trim().includes(' '));
  return phrases.length >= 2 ? phrases : [...labels];
}

/** "ESG integration" stays; "Data challenges" becomes "data challenges"; "All 4…" "all 4…". */
function lowerFirst(text: string): string {
  const [first = '', second = ''] = text;
  if (second && second === second.toUpperCase() && /\p{L}/u.test(second)) return text;
  return first.toLowerCase() + text.slice(1);
}
