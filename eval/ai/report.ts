import type { AskedQuestion } from './askQuestions';
import type { SplitFigures } from './evaluate';
import { CITATION_CUTOFF } from './metrics';

const percent = (value: number) => (Number.isNaN(value) ? '  n/a' : `${(value * 100).toFixed(1)}%`);
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);

/** The figures of one engine as a table per split, then what went wrong, question by question. */
export function formatFigures(engine: string, figures: readonly SplitFigures[]): string {
  const header = [
    'split'.padEnd(8),
    'n'.padStart(4),
    'accuracy'.padStart(9),
    'cov>cov'.padStart(8),
    'cov>not'.padStart(8),
    'not>cov'.padStart(8),
    'not>not'.padStart(8),
    'P@5'.padStart(7),
    'hit@5'.padStart(7),
    'verbatim'.padStart(9),
    'quotes'.padStart(7),
    'median'.padStart(8),
    'p95'.padStart(8),
  ].join(' ');
  const rows = figures.map((f) =>
    [
      f.split.padEnd(8),
      String(f.questions).padStart(4),
      percent(f.coverageAccuracy).padStart(9),
      String(f.confusion.coveredAsCovered).padStart(8),
      String(f.confusion.coveredAsNotCovered).padStart(8),
      String(f.confusion.notCoveredAsCovered).padStart(8),
      String(f.confusion.notCoveredAsNotCovered).padStart(8),
      percent(f.precisionAt5).padStart(7),
      percent(f.hitAt5).padStart(7),
      percent(f.verbatimShare).padStart(9),
      String(f.quotes).padStart(7),
      ms(f.medianLatencyMs).padStart(8),
      ms(f.p95LatencyMs).padStart(8),
    ].join(' '),
  );
  const lines = [`\n== Ask AI, ${engine} ==`, header, ...rows];
  for (const f of figures.filter((figure) => figure.split !== 'all')) {
    if (f.falseCovered.length) {
      lines.push(`\nFalse "covered" answers (${f.split}, ${f.falseCovered.length}):`);
      for (const item of f.falseCovered) {
        lines.push(
          `  ${item.questionId}  ${item.coverage}, ${item.cited} citations: ${item.question}`,
        );
      }
    }
    if (f.missed.length) {
      lines.push(
        `\nCovered questions answered "not in the interviews" (${f.split}, ${f.missed.length}):`,
      );
      for (const item of f.missed) lines.push(`  ${item.questionId}  ${item.question}`);
    }
    if (f.noHit.length) {
      lines.push(
        `\nCovered questions with no relevant answer in the first 5 citations (${f.split}, ${f.noHit.length}):`,
      );
      for (const item of f.noHit) {
        lines.push(
          `  ${item.questionId}  ${item.question}\n      cited: ${item.cited.join(', ') || 'nothing'}`,
        );
      }
    }
    if (f.notVerbatim.length) {
      lines.push(
        `\nQuotes not verbatim in the answer they cite (${f.split}, ${f.notVerbatim.length}):`,
      );
      for (const item of f.notVerbatim)
        lines.push(`  ${item.questionId}  "${item.quote.slice(0, 120)}"`);
    }
    if (f.errors.length) {
      lines.push(`\nFailed calls (${f.split}, ${f.errors.length}):`);
      for (const item of f.errors) lines.push(`  ${item.questionId}  ${item.error}`);
    }
  }
  return lines.join('\n');
}

export const LEGEND = [
  'accuracy: coverage judged right (covered = answered or partial).',
  'cov>not: covered question answered "not in the interviews"; not>cov: a false "covered" answer.',
  'P@5: of the first 5 citations, the share citing a relevant answer (mean over covered questions).',
  'hit@5: covered questions with a relevant answer among the first 5 citations.',
  'verbatim: quotes (citations and <blockquote>s) found character for character in the answer they cite.',
].join('\n');

/**
 * One line per question (`--details`): its label, what the engine said, and the answers
 * of its first 5 citations, a relevant one marked with *. For tuning on `tune`.
 */
export function formatDetails(asked: readonly AskedQuestion[]): string {
  return asked
    .map(({ question, response, error, latencyMs }) => {
      const relevant = new Set(question.relevant);
      const cited = (response?.citations ?? [])
        .slice(0, CITATION_CUTOFF)
        .map(({ answerId }) => (relevant.has(answerId) ? `${answerId}*` : answerId));
      const said = error ? `ERROR ${error}` : response!.coverage;
      return [
        `${question.id} [${question.split}] ${question.label} -> ${said} (${Math.round(latencyMs)} ms)`,
        `    ${question.question}`,
        `    cited: ${cited.join(', ') || 'nothing'}`,
      ].join('\n');
    })
    .join('\n');
}
