import type { AskedQuestion } from './askQuestions';
import {
  CITATION_CUTOFF,
  type CoverageConfusion,
  claimsCoverage,
  coverageAccuracy,
  coverageConfusion,
  hitAtK,
  isVerbatimQuote,
  mean,
  percentile,
  precisionAtK,
  shownQuotes,
  verbatimShare,
} from './metrics';
import { isCovered, type Split } from './questionSet';

/** The figures for one engine on one split. */
export interface SplitFigures {
  split: Split | 'all';
  questions: number;
  coverageAccuracy: number;
  confusion: CoverageConfusion;
  /** Mean precision@5 over the covered questions. */
  precisionAt5: number;
  /** Share of covered questions with a relevant answer among the first 5 citations. */
  hitAt5: number;
  verbatimShare: number;
  quotes: number;
  notVerbatim: { questionId: string; quote: string }[];
  medianLatencyMs: number;
  p95LatencyMs: number;
  /** Uncovered questions the engine claimed to cover, with what it said. */
  falseCovered: { questionId: string; question: string; coverage: string; cited: number }[];
  /** Covered questions it called not_in_interviews. */
  missed: { questionId: string; question: string }[];
  /** Covered questions without a relevant answer among the first 5 citations. */
  noHit: { questionId: string; question: string; cited: string[] }[];
  /** Calls that failed (an error status or a response outside the contract). */
  errors: { questionId: string; error: string }[];
}

/**
 * Scores what the engine answered. A failed call counts as wrong everywhere: it
 * claims no coverage, cites nothing and quotes nothing.
 */
export function evaluate(
  asked: readonly AskedQuestion[],
  answerTexts: ReadonlyMap<string, string>,
  split: SplitFigures['split'],
): SplitFigures {
  const rows = split === 'all' ? asked : asked.filter((row) => row.question.split === split);
  const outcomes = rows.map((row) => ({
    covered: isCovered(row.question),
    predicted: row.response?.coverage ?? ('not_in_interviews' as const),
  }));
  const covered = rows.filter((row) => isCovered(row.question));
  const citedIds = (row: AskedQuestion) =>
    (row.response?.citations ?? []).map((citation) => citation.answerId);
  const quotes = rows.flatMap((row) =>
    row.response ? shownQuotes(row.response).map((quote) => ({ row, quote })) : [],
  );
  const latencies = rows.map((row) => row.latencyMs);
  return {
    split,
    questions: rows.length,
    coverageAccuracy: coverageAccuracy(outcomes),
    confusion: coverageConfusion(outcomes),
    precisionAt5: mean(
      covered.map((row) => precisionAtK(citedIds(row), new Set(row.question.relevant))),
    ),
    hitAt5: mean(covered.map((row) => hitAtK(citedIds(row), new Set(row.question.relevant)))),
    verbatimShare: verbatimShare(
      quotes.map(({ quote }) => quote),
      answerTexts,
    ),
    quotes: quotes.length,
    notVerbatim: quotes
      .filter(({ quote }) => !isVerbatimQuote(quote, answerTexts))
      .map(({ row, quote }) => ({ questionId: row.question.id, quote: quote.text })),
    medianLatencyMs: percentile(latencies, 50),
    p95LatencyMs: percentile(latencies, 95),
    falseCovered: rows
      .filter(
        (row) => !isCovered(row.question) && row.response && claimsCoverage(row.response.coverage),
      )
      .map((row) => ({
        questionId: row.question.id,
        question: row.question.question,
        coverage: row.response!.coverage,
        cited: row.response!.citations.length,
      })),
    missed: rows
      .filter(
        (row) =>
          isCovered(row.question) && !claimsCoverage(row.response?.coverage ?? 'not_in_interviews'),
      )
      .map((row) => ({ questionId: row.question.id, question: row.question.question })),
    noHit: covered
      .filter((row) => hitAtK(citedIds(row), new Set(row.question.relevant)) === 0)
      .map((row) => ({
        questionId: row.question.id,
        question: row.question.question,
        cited: [...new Set(citedIds(row).slice(0, CITATION_CUTOFF))],
      })),
    errors: rows
      .filter((row) => row.error)
      .map((row) => ({ questionId: row.question.id, error: row.error! })),
  };
}
