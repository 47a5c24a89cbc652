import knex from 'knex';
import { MERIDIAN_CAPITAL } from '../api/db/seeds/content/clients';
import { questionEvidence } from '../api/retrieval/questionEvidence';
import { answersForQuestion } from '../api/retrieval/questionQuery';
import { questionTerms } from '../api/retrieval/questionTerms';
import { startScratchServer } from '../e2e/support/scratchServer';
import { benchQuestions, LARGE_CORPUS_ANSWERS } from './aiLatency';
import { buildLargeCorpus } from './largeCorpus';
import { withCleanUp } from './servers';

/**
 * Where an Ask AI request's database time goes at 50,000 answers, step by step:
 * `npx tsx bench/askAiProfile.ts [postgres://server]` builds the large data set on a
 * scratch database and prints each retrieval step's median over the bench questions;
 * the rest of a request (engine, grounding, HTML, storing) is node-side.
 */
async function main() {
  const server = await startScratchServer({
    label: 'parley_bench_ai_profile',
    postgresUrl: process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await withCleanUp(server, async () => {
    await buildLargeCorpus(server.databaseUrl!, {
      client: MERIDIAN_CAPITAL,
      answers: LARGE_CORPUS_ANSWERS,
    });
    await profile(server.databaseUrl!);
  });
}

async function profile(url: string) {
  const db = knex({ client: 'pg', connection: url, pool: { min: 1, max: 10 } });
  const scope = { clients: [MERIDIAN_CAPITAL] };
  const steps: Record<string, number[]> = { retrieval: [], evidence: [] };
  try {
    for (const question of benchQuestions()) {
      let started = performance.now();
      const terms = await questionTerms(db, question);
      const passages = await answersForQuestion(db, scope, terms);
      steps.retrieval!.push(performance.now() - started);
      started = performance.now();
      await questionEvidence(db, scope, terms, passages);
      steps.evidence!.push(performance.now() - started);
    }
  } finally {
    await db.destroy();
  }
  for (const [step, durations] of Object.entries(steps)) {
    const sorted = durations.sort((a, b) => a - b);
    console.log(
      `${step}: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(0)} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
