import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../api/routes/dashboard/demoFixture';
import { SKIPPED_ANSWER } from '../../sync/contract';
import { isCovered, loadQuestions, SPLITS } from './questionSet';

const questions = loadQuestions();
const covered = questions.filter(isCovered);
const uncovered = questions.filter((question) => !isCovered(question));

/** Runs of this many words shared with an answer mean a question copies it instead of paraphrasing. */
const COPIED_RUN = 6;

function wordRuns(text: string, length: number): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const runs = new Set<string>();
  for (let i = 0; i + length <= words.length; i++) runs.add(words.slice(i, i + length).join(' '));
  return runs;
}

describe('the labelled question set (questions.json)', () => {
  let demo: DemoApp;
  let answers: Map<string, { text: string; client: string }>;

  beforeAll(async () => {
    // The demo data as `npm start` loads it, so the ids below are the seed's real ones.
    demo = await createDemoApp();
    const rows: { id: string; answer_text: string; client: string }[] = await demo.t.db
      .knex('answers as a')
      .join('interviews as i', 'i.id', 'a.interview_id')
      .select('a.id', 'a.answer_text', 'i.client');
    answers = new Map(rows.map((row) => [row.id, { text: row.answer_text, client: row.client }]));
  });
  afterAll(() => demo.t.close());

  it('has at least 40 covered and 40 uncovered questions, a few of them partial', () => {
    expect(covered.length).toBeGreaterThanOrEqual(40);
    expect(uncovered.length).toBeGreaterThanOrEqual(40);
    const partial = questions.filter((question) => question.label === 'partial');
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThanOrEqual(8);
  });

  it('splits both kinds about in half between tune and holdout', () => {
    for (const group of [covered, uncovered]) {
      for (const split of SPLITS) {
        const share = group.filter((question) => question.split === split).length / group.length;
        expect(share).toBeGreaterThanOrEqual(0.4);
        expect(share).toBeLessThanOrEqual(0.6);
      }
    }
  });

  it('asks for both demo clients, each question once per client', () => {
    const clients = new Set(questions.map((question) => question.client));
    expect(clients).toEqual(new Set(['Meridian Capital', 'Harbor Bank']));
    const keys = questions.map((question) => `${question.client}: ${question.question}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("cites only stored, non-skipped answers of the question's own client", () => {
    for (const question of covered) {
      for (const id of question.relevant) {
        const answer = answers.get(id);
        expect(answer, `${question.id}: ${id} is not in the demo data`).toBeDefined();
        expect(answer!.client, `${question.id}: ${id}`).toBe(question.client);
        expect(answer!.text.trim(), `${question.id}: ${id}`).not.toBe(SKIPPED_ANSWER);
      }
    }
  });

  it('words covered questions in other words than the answers they point to', () => {
    for (const question of covered) {
      const asked = wordRuns(question.question, COPIED_RUN);
      for (const id of question.relevant) {
        const shared = [...wordRuns(answers.get(id)!.text, COPIED_RUN)].filter((run) =>
          asked.has(run),
        );
        expect(shared, `${question.id} copies ${id}`).toEqual([]);
      }
    }
  });
});
