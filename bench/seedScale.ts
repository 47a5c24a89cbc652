import { pathToFileURL } from 'node:url';
import { openDatabase } from '../api/db/connection';
import { MERIDIAN_CAPITAL } from '../api/db/seeds/content/clients';
import { storeAnswerFeatures } from '../api/quality/answerFeatureStore';
import { buildLargeCorpus, type CorpusFigures } from './largeCorpus';

/**
 * Issue 16's data shape: 50,000 answers across 2,000 interviews and 50 projects, all
 * the demo client's (so the demo customer's lists, search and dashboard carry it all),
 * added beside the demo data of a database Parley has already migrated and seeded.
 * `tsx bench/seedScale.ts postgres://…/database` seeds one by hand; the scale bench
 * (bench/scaleBench.ts) calls `seedScale` on its scratch database.
 */
export const SCALE_SHAPE = { answers: 50_000, interviews: 2_000, projects: 50 } as const;

export async function seedScale(databaseUrl: string): Promise<CorpusFigures> {
  const answersPerInterview = SCALE_SHAPE.answers / SCALE_SHAPE.interviews;
  const figures = await buildLargeCorpus(databaseUrl, {
    client: MERIDIAN_CAPITAL,
    answers: SCALE_SHAPE.answers,
    answersPerInterview,
    interviewsPerProject: SCALE_SHAPE.interviews / SCALE_SHAPE.projects,
  });
  await analyseSeededAnswers(databaseUrl);
  await waitForStoredDashboard(databaseUrl);
  return figures;
}

/**
 * The server's dashboard-refresh job (api/jobs/dashboardRefresh.ts) computes the seeded
 * client's dashboard at its next sweep, within 30 s: about a second at 50k, mostly in PostgreSQL
 * since the topics are counted there (api/commands/dashboardTopics.ts). Waiting for it
 * keeps that computation out of the first targets' figures (running beside the project
 * list's capture, it added one of its statements to the SQL the bare server replays, which
 * then ran at 16 req/s), and a reader after the data settles meets the stored dashboard.
 */
async function waitForStoredDashboard(databaseUrl: string, timeoutMs = 120_000) {
  const db = await openDatabase(databaseUrl);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const stored = await db
        .knex('dashboard_snapshots as s')
        .join('dashboard_versions as v', 'v.client', 's.client')
        .where('s.client', MERIDIAN_CAPITAL)
        .whereRaw('s.version >= v.version')
        .first('s.client');
      if (stored) return;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    throw new Error(`the seeded dashboard was not stored within ${timeoutMs / 1000} s`);
  } finally {
    await db.close();
  }
}

/**
 * Parley reads each answer for the dashboard when it is saved (api/quality/answerFeatureStore.ts);
 * the bulk load above bypasses that, so the seeded answers are read here, as if each had
 * been saved through the API (about a minute for 50,000, not counted in buildSeconds).
 */
async function analyseSeededAnswers(databaseUrl: string) {
  const db = await openDatabase(databaseUrl);
  try {
    await storeAnswerFeatures(db.knex, { client: MERIDIAN_CAPITAL });
    await db.knex.raw('analyze answer_features');
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) {
    console.error('Usage: tsx bench/seedScale.ts postgres://user@host:5432/database');
    process.exit(2);
  }
  const figures = await seedScale(url);
  console.log(
    `seeded ${figures.answers} answers, ${figures.interviews} interviews, ${figures.projects} projects ` +
      `in ${figures.buildSeconds.toFixed(1)} s`,
  );
}
