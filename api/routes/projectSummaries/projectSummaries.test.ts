import type { Knex } from 'knex';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProjectSummary, ProjectSummarySchema, SKIPPED_ANSWER } from '../../../sync/contract';
import { Project, Question } from '../../models';
import { createAnswer, createProject } from '../../test/factories';
import { createDemoApp, type DemoApp, MERIDIAN_CAPITAL } from '../dashboard/demoFixture';

const ESG = 'prj_demo_esg';

let demo: DemoApp;
let knex: Knex;
let customer: supertest.Agent;

beforeAll(async () => {
  demo = await createDemoApp();
  knex = demo.t.db.knex;
  customer = await demo.as('customer');
});
afterAll(() => demo.t.close());

async function summary(projectId: string, method: 'get' | 'post' = 'get', agent = customer) {
  const response = await agent[method](`/api/projects/${projectId}/summary`);
  expect(response.status, response.text).toBe(200);
  return ProjectSummarySchema.parse(response.body);
}

const storedSummaries = (projectId: string) =>
  knex('analyses')
    .where({ kind: 'project-summary' })
    .whereRaw("request->>'projectId' = ?", [projectId]);

/** The project's real answers (skips left out) with what a citation must match. */
function projectAnswers(projectId: string) {
  return knex('answers as a')
    .join('questions as q', 'q.id', 'a.question_id')
    .join('interviews as i', 'i.id', 'a.interview_id')
    .where('i.project_id', projectId)
    .whereNot('a.answer_text', SKIPPED_ANSWER)
    .select(
      'a.id',
      'a.answer_text',
      'a.interview_id',
      'q.question_text',
      'i.expert_name',
      'i.company',
    );
}

function allQuotes(result: ProjectSummary) {
  return [...result.executiveSummary.quotes, ...result.questions.flatMap((q) => q.quotes)];
}

describe('GET /api/projects/:id/summary', () => {
  let first: ProjectSummary;

  beforeAll(async () => {
    expect(await storedSummaries(ESG)).toEqual([]);
    first = await summary(ESG);
  });

  it('generates and stores the summary, with its inputs, on the first read', async () => {
    const rows = await storedSummaries(ESG);
    expect(rows).toHaveLength(1);
    const answers = await projectAnswers(ESG);
    const project = await Project.query(knex).findById(ESG).throwIfNotFound();
    expect(rows[0]).toMatchObject({ id: first.id, client: MERIDIAN_CAPITAL });
    expect(rows[0].request).toEqual({
      projectId: ESG,
      baseQuestions: project.baseQuestions,
      answerIds: expect.arrayContaining(answers.map((row: { id: string }) => row.id)),
    });
    expect(rows[0].request.answerIds).toHaveLength(answers.length);
    expect(first).toMatchObject({ projectId: ESG, stale: false, answers: answers.length });
  });

  it('shows the same stored summary on every later read', async () => {
    expect(await summary(ESG)).toEqual(first);
    expect(await summary(ESG, 'get', await demo.as('admin'))).toEqual(first);
    expect(await storedSummaries(ESG)).toHaveLength(1);
  });

  it("summarises each base question in the project's order, with its answer count", async () => {
    const project = await Project.query(knex).findById(ESG).throwIfNotFound();
    expect(first.questions.map((question) => question.questionText)).toEqual(project.baseQuestions);
    const answers = await projectAnswers(ESG);
    for (const question of first.questions) {
      const count = answers.filter(
        (row: { question_text: string }) => row.question_text === question.questionText,
      ).length;
      expect(question.answers, question.questionText).toBe(count);
      expect(question.lead).toMatch(new RegExp(`^${count} answers from `));
      expect(question.title.length).toBeGreaterThan(0);
      expect(question.quotes.length).toBeGreaterThan(0);
    }
  });

  it("quotes only this project's answers, verbatim, with their expert, company and question", async () => {
    const answers = new Map(
      (await projectAnswers(ESG)).map((row: { id: string }) => [row.id, row] as const),
    );
    for (const quote of allQuotes(first)) {
      const row = answers.get(quote.answerId) as Record<string, string> | undefined;
      expect(row, quote.answerId).toBeDefined();
      expect(row!.answer_text).toContain(quote.quote);
      expect(quote).toMatchObject({
        interviewId: row!.interview_id,
        expertName: row!.expert_name,
        company: row!.company,
        questionText: row!.question_text,
      });
    }
    for (const question of first.questions) {
      for (const quote of question.quotes) expect(quote.questionText).toBe(question.questionText);
    }
  });

  it('opens with an executive summary of findings in words, not answer counts per theme', () => {
    const { text, quotes } = first.executiveSummary;
    expect(text).toMatch(
      new RegExp(
        `^${first.answers} answers from ${first.interviews} experts at ${first.companies.length} companies \\(`,
      ),
    );
    // The strongest consensus lines, with their share of experts.
    expect(text).toMatch(/On [^,]+, (all \d+|\d+ of \d+) experts discuss /);
    expect(text).toMatch(/Recurring themes across the questions: [^.]+\./);
    // Not the word counts the issue complained about: "data (10 answers)".
    expect(text).not.toMatch(/\(\d+ answers?\)/);
    expect(quotes.length).toBeGreaterThan(1);
    expect(new Set(quotes.map((quote) => quote.interviewId)).size).toBe(quotes.length);
  });

  it('gives each question a consensus, a disagreement (or says there is none) and figures', () => {
    for (const question of first.questions) {
      expect(question.disagreement.text.length, question.title).toBeGreaterThan(0);
      if (question.consensus) {
        expect(question.consensus.experts).toBeGreaterThanOrEqual(2);
        expect(question.consensus.experts).toBeLessThanOrEqual(question.consensus.of);
        expect(question.consensus.text).toMatch(
          new RegExp(
            `^(All ${question.consensus.of}|${question.consensus.experts} of ${question.consensus.of}) experts \\(at `,
          ),
        );
      }
    }
    expect(first.questions.filter((question) => question.consensus).length).toBeGreaterThan(2);
    // The demo's answers are full of figures: "$25 million", "60 percent", "2.5 to 5 basis points".
    const figures = first.questions.flatMap((question) => question.figures.map((f) => f.figure));
    expect(figures).toEqual(
      expect.arrayContaining(['$25 million', '60 percent', '2.5 to 5 basis points']),
    );
  });

  it('takes figures verbatim from the answers, each inside its quoted clause', async () => {
    const answers = new Map(
      (await projectAnswers(ESG)).map((row: { id: string }) => [row.id, row] as const),
    );
    for (const figure of first.questions.flatMap((question) => question.figures)) {
      const row = answers.get(figure.answerId) as Record<string, string> | undefined;
      expect(row!.answer_text).toContain(figure.quote);
      expect(figure.quote).toContain(figure.figure);
      expect(figure.company).toBe(row!.company);
    }
  });

  it('picks specific quotes, one per expert, never from an answer flagged for review', () => {
    const quoted = allQuotes(first).map((quote) => quote.quote);
    // The example of a vague key quote, and the demo's deliberately thin answer.
    expect(quoted).not.toContain('But most clients still ask about price first.');
    const flagged = first.questions
      .flatMap((question) => [...question.quotes, ...question.figures])
      .filter((citation) => citation.answerId === 'ans_demo_esg_05_0');
    expect(flagged).toEqual([]);
    for (const question of first.questions) {
      expect(question.quotes.length).toBeLessThanOrEqual(3);
      const experts = question.quotes.map((quote) => quote.interviewId);
      expect(new Set(experts).size, question.title).toBe(experts.length);
    }
  });

  it('says so for a project nobody has answered yet', async () => {
    const empty = await createProject(knex, {
      client: MERIDIAN_CAPITAL,
      baseQuestions: ['What keeps you up at night?', 'What would you change?'],
    });
    const result = await summary(empty.id);
    expect(result).toMatchObject({
      answers: 0,
      interviews: 0,
      companies: [],
      executiveSummary: {
        text: "No expert has answered this project's questions yet.",
        quotes: [],
      },
      questions: [
        {
          questionText: 'What keeps you up at night?',
          title: 'What keeps you up at night?',
          lead: 'No expert has answered this question yet.',
          answers: 0,
          quotes: [],
        },
        {
          questionText: 'What would you change?',
          title: 'What would you change?',
          lead: 'No expert has answered this question yet.',
          answers: 0,
          quotes: [],
        },
      ],
    });
  });

  it('is 404 for a project that does not exist', async () => {
    const response = await customer.get('/api/projects/prj_missing/summary');
    expect([response.status, response.text]).toEqual([404, 'Project not found']);
  });

  it("is refused to another client's customer and to experts", async () => {
    for (const username of ['customer2', 'expert'] as const) {
      const response = await (await demo.as(username)).get(`/api/projects/${ESG}/summary`);
      expect(response.status, username).toBe(403);
    }
  });
});

describe('POST /api/projects/:id/summary', () => {
  it('turns stale when answers arrive, and regenerating replaces the stored summary', async () => {
    const before = await summary(ESG);
    const question = await Question.query(knex)
      .where({ interview_id: 'int_demo_esg_06', order_index: 2 })
      .first()
      .throwIfNotFound();
    await createAnswer(
      knex,
      question,
      'Climate stress tests now feed our ICAAP, and the 2024 exercise added 40 basis points of capital.',
    );
    const stale = await summary(ESG);
    expect(stale).toMatchObject({ id: before.id, stale: true, answers: before.answers });

    const admin = await demo.as('admin');
    const regenerated = await summary(ESG, 'post', admin);
    expect(regenerated.id).not.toBe(before.id);
    expect(regenerated).toMatchObject({ stale: false, answers: before.answers + 1 });
    const rows = await storedSummaries(ESG);
    expect(rows.map((row: { id: string }) => row.id)).toEqual([regenerated.id]);
    expect(await summary(ESG)).toEqual(regenerated);
  });

  it('takes no input', async () => {
    const response = await customer.post(`/api/projects/${ESG}/summary`).send({ force: true });
    expect([response.status, response.text]).toEqual([400, 'Unknown field: force']);
  });
});
