import { performance } from 'node:perf_hooks';
import { type AskedQuestion, askQuestions } from './askQuestions';
import type { Engine } from './engines';
import { evaluate, type SplitFigures } from './evaluate';
import { type EvalQuestion, SPLITS } from './questionSet';
import { type ScratchApp, startScratchApp } from './scratchApp';

export interface EngineMeasurement {
  /** Every question with what the engine answered. */
  asked: AskedQuestion[];
  /** Per split, then `all`. */
  figures: SplitFigures[];
  /** Where the scratch app kept its data, e.g. "embedded PGlite (in memory)". */
  database: string;
  seconds: number;
}

/**
 * Starts a scratch app with `engine` on the demo data, asks it every question, scores
 * the answers against the stored answer texts, and throws the app away.
 */
export async function measureEngine(
  engine: Engine,
  questions: readonly EvalQuestion[],
  postgresUrl?: string,
): Promise<EngineMeasurement> {
  const started = performance.now();
  let app: ScratchApp | undefined;
  try {
    app = await startScratchApp(engine.env, postgresUrl);
    const asked = await askQuestions(app.url, questions);
    const rows: { id: string; answer_text: string }[] = await app.db
      .knex('answers')
      .select('id', 'answer_text');
    const answerTexts = new Map(rows.map((row) => [row.id, row.answer_text]));
    return {
      asked,
      figures: [...SPLITS, 'all' as const].map((split) => evaluate(asked, answerTexts, split)),
      database: app.db.description,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await app?.close();
  }
}
