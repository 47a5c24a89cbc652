import { parseArgs } from 'node:util';
import { configuredEngines } from './engines';
import { measureEngine } from './measureEngine';
import { isCovered, loadQuestions } from './questionSet';
import { formatDetails, formatFigures, LEGEND } from './report';
import { loadThresholds, shortfalls } from './thresholds';

/**
 * `npm run eval:ai`: asks every labelled question (questions.json) of a real Parley
 * app on a throw-away copy of the demo data, over HTTP as the client's customer, and
 * prints coverage accuracy, precision@5, hit@5, verbatim share and latency per split:
 * for the local engine always, and for an OpenAI-compatible endpoint when
 * EVAL_AI_BASE_URL is set. Exits 1 when the local engine's holdout figures fall below
 * thresholds.json. PostgreSQL when DATABASE_URL is a postgres:// URL, else PGlite.
 * `--details` also prints every question with what the engine said and cited.
 */
const { values: args } = parseArgs({ options: { details: { type: 'boolean', default: false } } });

async function main(): Promise<number> {
  const questions = loadQuestions();
  const covered = questions.filter(isCovered).length;
  console.log(
    `[eval:ai] ${questions.length} questions: ${covered} covered, ${questions.length - covered} not covered`,
  );
  const url = process.env.DATABASE_URL;
  const postgresUrl = url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
  const [local, ...others] = configuredEngines();
  const measurements = [];
  for (const engine of [local!, ...others]) {
    const measured = await measureEngine(engine, questions, postgresUrl);
    const title = `${engine.name}, ${measured.database}, ${measured.seconds.toFixed(1)} s`;
    if (args.details)
      console.log(`\n== ${engine.name}, question by question ==\n${formatDetails(measured.asked)}`);
    console.log(formatFigures(title, measured.figures));
    measurements.push(measured);
  }
  console.log(`\n${LEGEND}`);
  const holdout = measurements[0]!.figures.find((figures) => figures.split === 'holdout')!;
  const problems = shortfalls(holdout, loadThresholds());
  if (problems.length) {
    console.error('\n[eval:ai] FAILED (local engine, eval/ai/thresholds.json):');
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  console.log('\n[eval:ai] the local engine meets eval/ai/thresholds.json on holdout');
  return 0;
}

// Exits explicitly: background timers of the app (mail, embeddings) must not keep it alive.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      '[eval:ai] failed:',
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
    process.exit(1);
  },
);
