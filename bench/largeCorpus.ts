import pg from 'pg';
import { SKIPPED_ANSWER } from '../sync/contract';

/**
 * A 50,000-answer data set for the Ask AI and analysis figures, added beside the demo
 * data of a scratch PostgreSQL database (the server has already seeded it). All of it
 * belongs to the demo client, so the demo customer's questions search every answer.
 *
 * The texts recombine the demo answers' own sentences, so the vocabulary and its
 * frequencies look like real interviews rather than one text copied 50,000 times:
 * each answer takes 3-6 sentences drawn at random, with every number replaced by one
 * of similar size, plus one sentence of words drawn from the demo vocabulary by a
 * Zipf law (common words common, a long tail of rare ones) and a few invented product
 * and company names nobody else mentions. Rows go in with one multi-row
 * `insert … select from unnest(…)` per table and batch, then VACUUM ANALYZE so the
 * planner's statistics and the full-text index's pending list are as after a
 * day of normal use. Seeded, so every run builds the same texts.
 */

export interface CorpusOptions {
  client: string;
  answers: number;
  /** Answers per interview (one per base question). */
  answersPerInterview?: number;
  interviewsPerProject?: number;
}

export interface CorpusFigures {
  answers: number;
  interviews: number;
  projects: number;
  /** Distinct sentences the texts were recombined from. */
  sourceSentences: number;
  buildSeconds: number;
  /** Of which VACUUM ANALYZE. */
  vacuumSeconds: number;
}

const BATCH = 5000;

export async function buildLargeCorpus(
  databaseUrl: string,
  { client, answers, answersPerInterview = 5, interviewsPerProject = 250 }: CorpusOptions,
): Promise<CorpusFigures> {
  const started = performance.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const source = await demoMaterial(db, client);
    const random = seededRandom(15);
    const texts = new TextMaker(source, random);
    const interviews = Math.ceil(answers / answersPerInterview);
    const projects = Math.ceil(interviews / interviewsPerProject);

    await insertRows(db, 'projects', projectRows(projects, client, source.projects), {
      id: 'text',
      client: 'text',
      name: 'text',
      base_questions: 'jsonb',
      created_at: 'timestamptz',
    });
    const people = new PeopleMaker(random);
    const interviewRows = Array.from({ length: interviews }, (_, n) => ({
      id: `bench_int_${n}`,
      project_id: `bench_prj_${Math.floor(n / interviewsPerProject)}`,
      client,
      status: 'completed',
      ...people.next(n),
      created_at: daysAgo(random() * 700),
    }));
    await insertRows(db, 'interviews', interviewRows, {
      id: 'text',
      project_id: 'text',
      client: 'text',
      status: 'text',
      expert_name: 'text',
      expert_email: 'text',
      company: 'text',
      created_at: 'timestamptz',
    });

    for (let first = 0; first < answers; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, answers - first) }, (_, k) => {
        const n = first + k;
        const interview = interviewRows[Math.floor(n / answersPerInterview)]!;
        const order = n % answersPerInterview;
        const project =
          source.projects[
            Math.floor(n / answersPerInterview / interviewsPerProject) % source.projects.length
          ]!;
        return {
          n,
          interview_id: interview.id,
          question_text: project.questions[order % project.questions.length]!,
          order_index: order,
          answer_text: texts.answer(),
          created_at: interview.created_at,
        };
      });
      await insertRows(
        db,
        'questions',
        rows.map((row) => ({
          id: `bench_q_${row.n}`,
          interview_id: row.interview_id,
          question_text: row.question_text,
          order_index: row.order_index,
          is_answered: true,
          created_at: row.created_at,
        })),
        {
          id: 'text',
          interview_id: 'text',
          question_text: 'text',
          order_index: 'int',
          is_answered: 'bool',
          created_at: 'timestamptz',
        },
      );
      await insertRows(
        db,
        'answers',
        rows.map((row) => ({
          id: `bench_ans_${row.n}`,
          question_id: `bench_q_${row.n}`,
          interview_id: row.interview_id,
          answer_text: row.answer_text,
          created_at: row.created_at,
        })),
        {
          id: 'text',
          question_id: 'text',
          interview_id: 'text',
          answer_text: 'text',
          created_at: 'timestamptz',
        },
      );
    }
    const vacuumStarted = performance.now();
    for (const table of ['projects', 'interviews', 'questions', 'answers']) {
      await db.query(`vacuum analyze ${table}`);
    }
    const now = performance.now();
    return {
      answers,
      interviews,
      projects,
      sourceSentences: source.sentences.length,
      buildSeconds: (now - started) / 1000,
      vacuumSeconds: (now - vacuumStarted) / 1000,
    };
  } finally {
    await db.end();
  }
}

interface DemoMaterial {
  sentences: string[];
  /** Words of the demo answers, most frequent first. */
  vocabulary: string[];
  projects: { name: string; questions: string[] }[];
}

async function demoMaterial(db: pg.Client, client: string): Promise<DemoMaterial> {
  const { rows: answers } = await db.query<{ text: string }>(
    `select a.answer_text as text from answers a join interviews i on i.id = a.interview_id
      where i.client = $1 and btrim(a.answer_text) not in ('', $2) order by a.id`,
    [client, SKIPPED_ANSWER],
  );
  const { rows: projects } = await db.query<{ name: string; questions: string[] }>(
    'select name, base_questions as questions from projects where client = $1 order by id',
    [client],
  );
  if (answers.length === 0 || projects.length === 0) {
    throw new Error(`No demo answers for ${client} to build the large data set from`);
  }
  const sentences = answers.flatMap((answer) =>
    answer.text.split(/(?<=[.!?])\s+(?=[A-Z"“])/).filter((sentence) => sentence.length > 20),
  );
  const counts = new Map<string, number>();
  for (const word of answers.flatMap(
    (answer) => answer.text.toLowerCase().match(/[a-z]{4,}/g) ?? [],
  )) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const vocabulary = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word);
  return { sentences, vocabulary, projects };
}

function projectRows(count: number, client: string, demo: DemoMaterial['projects']) {
  return Array.from({ length: count }, (_, n) => {
    const project = demo[n % demo.length]!;
    return {
      id: `bench_prj_${n}`,
      client,
      name: `${project.name} (wave ${Math.floor(n / demo.length) + 1})`,
      base_questions: JSON.stringify(project.questions),
      created_at: daysAgo(700 - n),
    };
  });
}

class TextMaker {
  /** Invented names (products, vendors) that each occur in a handful of answers: the long tail. */
  private readonly rareNames: string[];

  constructor(
    private readonly source: DemoMaterial,
    private readonly random: () => number,
  ) {
    this.rareNames = Array.from({ length: 4000 }, () => inventedWord(random));
  }

  answer(): string {
    const count = 3 + Math.floor(this.random() * 4);
    const sentences = Array.from({ length: count }, () =>
      varyNumbers(this.pick(this.source.sentences), this.random),
    );
    sentences.splice(Math.floor(this.random() * count), 0, this.vocabularySentence());
    return sentences.join(' ');
  }

  private vocabularySentence(): string {
    const words = Array.from({ length: 4 }, () => this.zipfWord());
    const name = this.pick(this.rareNames);
    return `We also looked at ${words[0]} and ${words[1]} with ${name}, mainly for ${words[2]} ${words[3]}.`;
  }

  /** Rank r is drawn with probability ∝ 1/r, by inverting the harmonic CDF approximately. */
  private zipfWord(): string {
    const vocabulary = this.source.vocabulary;
    const rank = Math.floor(Math.exp(this.random() * Math.log(vocabulary.length + 1))) - 1;
    return vocabulary[Math.min(rank, vocabulary.length - 1)]!;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
}

/** Each number becomes another of the same number of digits, so "$25 million" stays a plausible size. */
function varyNumbers(sentence: string, random: () => number): string {
  return sentence.replace(/\d+/g, (digits) => {
    const low = digits.length === 1 ? 1 : 10 ** (digits.length - 1);
    return String(low + Math.floor(random() * (10 ** digits.length - low)));
  });
}

const SYLLABLES = [
  'ar',
  'bel',
  'cor',
  'dan',
  'el',
  'fin',
  'gar',
  'hol',
  'ix',
  'ken',
  'lor',
  'mar',
  'nov',
  'or',
  'pel',
  'quin',
  'ros',
  'sol',
  'tan',
  'ul',
  'ver',
  'wex',
  'yor',
  'zan',
];

function inventedWord(random: () => number): string {
  const length = 2 + Math.floor(random() * 2);
  const word = Array.from(
    { length },
    () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
  ).join('');
  return word[0]!.toUpperCase() + word.slice(1);
}

const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Emil',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jia',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
];
const LAST_NAMES = [
  'Abbott',
  'Brandt',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fujita',
  'Grant',
  'Haddad',
  'Iyer',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Osei',
  'Petrov',
  'Quist',
  'Reyes',
  'Schmidt',
  'Tanaka',
];
const COMPANY_KINDS = [
  'Bank',
  'Capital',
  'Partners',
  'Trust',
  'Asset Management',
  'Financial',
  'Ventures',
  'Securities',
];

/** About 400 companies, a few experts each at the big ones and one at the small ones. */
class PeopleMaker {
  private readonly companies: string[];

  constructor(private readonly random: () => number) {
    this.companies = Array.from(
      { length: 400 },
      (_, n) => `${inventedWord(random)} ${COMPANY_KINDS[n % COMPANY_KINDS.length]}`,
    );
  }

  next(n: number) {
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const rank = Math.floor(Math.exp(this.random() * Math.log(this.companies.length + 1))) - 1;
    return {
      expert_name: `${first} ${last}`,
      expert_email: `expert${n}@bench.parley.test`,
      company: this.companies[Math.min(rank, this.companies.length - 1)]!,
    };
  }
}

/** One `insert … select from unnest($1::text[], …)` for all rows: one round trip per batch. */
async function insertRows(
  db: pg.Client,
  table: string,
  rows: Record<string, unknown>[],
  columns: Record<string, string>,
): Promise<void> {
  const names = Object.keys(columns);
  const arrays = names.map((name) => rows.map((row) => row[name]));
  const unnest = names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(', ');
  await db.query(
    `insert into ${table} (${names.join(', ')}) select * from unnest(${unnest})`,
    arrays,
  );
}

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 86_400_000);
}

/** mulberry32: a small seeded generator, so the data set is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
