import type { Citation, Consensus, Disagreement, FigureCitation } from '../../../sync/contract';
import { companiesOf, interviewsOf } from '../../retrieval/passageFacts';
import type { AnswerPassage } from '../../retrieval/types';
import { countPhrase, listNames } from '../../text/wording';
import { indexPassages, isVerbatim, type PassageIndex, toCitation } from '../grounding';
import type { TopicClaim, TopicDisagreement, TopicSummary } from '../provider';

const MAX_QUOTES = 3;

/** A question's key insight as a reader gets it; the parts of QuestionSummary it fills. */
export interface KeyInsight {
  title: string;
  lead: string;
  consensus: Consensus | null;
  disagreement: Disagreement;
  figures: FigureCitation[];
  quotes: Citation[];
}

/**
 * Turns an engine's summary into what a reader sees. Everything an engine could get
 * wrong is settled here, the same for every engine: answer ids that are not among the
 * quotable passages are dropped, quotes and figures must be verbatim (a figure inside
 * its quote), at most one quote per expert, and every count and company list is
 * computed from the answers themselves.
 *
 * `answered` is every real answer to the question (the counts); `quotable` those the
 * engine was given (api/ai/insights/quotable.ts).
 */
export function keyInsight(
  summary: TopicSummary,
  answered: readonly AnswerPassage[],
  quotable: readonly AnswerPassage[],
): KeyInsight {
  const index = indexPassages(quotable);
  const experts = interviewsOf(answered).length;
  return {
    title: summary.title,
    lead: `${countPhrase(answered.length, 'answer')} from ${countPhrase(experts, 'expert')} at ${listNames(companiesOf(answered))}.`,
    consensus: summary.consensus && consensusOf(summary.consensus, experts, index),
    disagreement: disagreementOf(summary.disagreement, experts, index),
    figures: summary.figures
      .filter((figure) => figure.quote.includes(figure.figure) && isVerbatim(figure, index))
      .map((figure) => ({ ...toCitation(figure, index), figure: figure.figure })),
    quotes: onePerExpert(
      summary.quotes.filter((quote) => isVerbatim(quote, index)).map((q) => toCitation(q, index)),
    ).slice(0, MAX_QUOTES),
  };
}

/** A consensus in words, counted from the answers themselves; null below two experts. */
export function consensusOf(claim: TopicClaim, of: number, index: PassageIndex): Consensus | null {
  const answers = known(claim.answerIds, index);
  const experts = interviewsOf(answers).length;
  const text = claim.claim.trim().replace(/[.\s]+$/, '');
  if (experts < 2 || !text) return null;
  const companies = companiesOf(answers);
  return {
    text: `${expertShare(experts, of)} (at ${listNames(companies)}) ${text}.`,
    claim: text,
    experts,
    of,
    companies,
  };
}

/** Who holds which side, by company; 'no clear disagreement' when there are not two sides. */
export function disagreementOf(
  disagreement: TopicDisagreement | null,
  experts: number,
  index: PassageIndex,
): Disagreement {
  if (experts < 2) {
    return { text: 'Only one expert answered, so there is nothing to compare.', found: false };
  }
  const sides = (disagreement?.sides ?? [])
    .map((side) => ({ position: side.position.trim(), answers: known(side.answerIds, index) }))
    .filter((side) => side.position && side.answers.length > 0);
  if (!disagreement || sides.length < 2) {
    return {
      text: 'No clear disagreement: the experts who discuss the same points see them the same way.',
      found: false,
    };
  }
  // Colleagues at one company can differ: then each side says how many experts hold it.
  const companySets = sides.map((side) => companiesOf(side.answers));
  const shared = companySets.some((set, i) =>
    companySets.some((other, j) => i !== j && set.some((company) => other.includes(company))),
  );
  const named = sides.map((side, i) => {
    const companies = listNames(companySets[i]!);
    const experts = interviewsOf(side.answers).length;
    return `${side.position}: ${shared ? `${countPhrase(experts, 'expert')} at ${companies}` : companies}`;
  });
  return {
    text: `Views differ on ${disagreement.subject.trim()} — ${named.join('; ')}.`,
    found: true,
  };
}

/** "All 4 experts", "3 of 6 experts". */
export function expertShare(experts: number, of: number): string {
  return experts === of ? `All ${experts} experts` : `${experts} of ${of} experts`;
}

/** The ids among the quotable passages, each once. */
function known(answerIds: readonly string[], index: PassageIndex): AnswerPassage[] {
  return [...new Set(answerIds)].flatMap((id) => {
    const passage = index.get(id);
    return passage ? [passage] : [];
  });
}

function onePerExpert(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    if (seen.has(citation.interviewId)) return false;
    seen.add(citation.interviewId);
    return true;
  });
}
