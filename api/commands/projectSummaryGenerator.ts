import type { Knex } from 'knex';
import type { Citation, QuestionSummary } from '../../sync/contract';
import { executiveSummaryText, keyQuotes } from '../ai/insights/executiveSummary';
import { keyInsight } from '../ai/insights/insightText';
import { unquotedTopicSummary } from '../ai/insights/local';
import { insightAnswers, isQuotable } from '../ai/insights/quotable';
import type { AiProvider, TopicSummary } from '../ai/provider';
import { Analysis, type Project } from '../models';
import { companiesOf, interviewsOf } from '../retrieval/passageFacts';
import type { AnswerPassage } from '../retrieval/types';
import { type AnswerRecord, isRealAnswer, loadAnswerRecords } from './answerRecordLoader';

export const PROJECT_SUMMARY_KIND = 'project-summary';
/** Themes the engine is asked for; the executive summary names the few that are phrases. */
const THEMES_CONSIDERED = 8;

/** What is stored as the analysis result; id, generatedAt and staleness come from the row. */
export interface StoredProjectSummary {
  projectId: string;
  answers: number;
  interviews: number;
  companies: string[];
  executiveSummary: { text: string; quotes: Citation[] };
  questions: QuestionSummary[];
}

/** The inputs stored with a summary, so it can be told apart from the current answers. */
export interface ProjectSummaryInputs {
  projectId: string;
  baseQuestions: string[];
  answerIds: string[];
}

export interface SummaryOptions {
  ai: AiProvider;
  userId: string | null;
}

/**
 * The project's stored summary; on the first read of a project that has none, one is
 * generated and stored then, so every later read (and reload) shows the same text
 * until someone regenerates it. The provider runs outside any transaction (an OpenAI
 * call takes seconds, and PGlite has one connection); only the store takes the
 * project's lock, and a first read that finds another's summary stored meanwhile
 * returns that one.
 */
export async function findOrGenerateProjectSummary(
  db: Knex,
  project: Project,
  options: SummaryOptions,
): Promise<Analysis> {
  const stored = await findStoredSummary(db, project);
  if (stored) return stored;
  const draft = await draftSummary(db, project, options.ai);
  return db.transaction(async (trx) => {
    await lockProject(trx, project);
    return (
      (await findStoredSummary(trx, project)) ?? storeSummary(trx, project, draft, options.userId)
    );
  });
}

/** Replaces the project's summary with one generated from its answers now. */
export async function regenerateProjectSummary(
  db: Knex,
  project: Project,
  options: SummaryOptions,
): Promise<Analysis> {
  const draft = await draftSummary(db, project, options.ai);
  return db.transaction(async (trx) => {
    await lockProject(trx, project);
    return storeSummary(trx, project, draft, options.userId);
  });
}

/** Whether the project's real answers differ from those the summary was generated from. */
export async function isSummaryStale(trx: Knex, project: Project, summary: Analysis) {
  const summarised = new Set((summary.request as ProjectSummaryInputs).answerIds);
  const current = (await projectAnswers(trx, project)).map((passage) => passage.answerId);
  return current.length !== summarised.size || current.some((id) => !summarised.has(id));
}

/** The real answers of the project's interviews (skips and blanks left out). */
async function projectAnswers(trx: Knex, project: Project): Promise<AnswerRecord[]> {
  const records = await loadAnswerRecords(trx, { projectId: project.id, client: project.client });
  return records.filter(isRealAnswer);
}

async function lockProject(trx: Knex.Transaction, project: Project) {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `${PROJECT_SUMMARY_KIND}:${project.id}`,
  ]);
}

function findStoredSummary(trx: Knex, project: Project) {
  return Analysis.query(trx)
    .where({ client: project.client, kind: PROJECT_SUMMARY_KIND })
    .whereRaw("request->>'projectId' = ?", [project.id])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
}

interface SummaryDraft {
  result: StoredProjectSummary;
  inputs: ProjectSummaryInputs;
}

async function draftSummary(db: Knex, project: Project, ai: AiProvider): Promise<SummaryDraft> {
  const records = await projectAnswers(db, project);
  const questions: QuestionSummary[] = [];
  for (const group of groupByBaseQuestion(project, insightAnswers(records))) {
    questions.push(await summariseQuestion(ai, group.questionText, group.passages));
  }
  return {
    result: {
      projectId: project.id,
      answers: records.length,
      interviews: interviewsOf(records).length,
      companies: companiesOf(records),
      executiveSummary: await executiveSummary(ai, project, records, questions),
      questions,
    },
    inputs: {
      projectId: project.id,
      baseQuestions: [...project.baseQuestions],
      answerIds: records.map((record) => record.answerId),
    },
  };
}

async function storeSummary(
  trx: Knex.Transaction,
  project: Project,
  { result, inputs }: SummaryDraft,
  userId: string | null,
): Promise<Analysis> {
  await Analysis.query(trx)
    .where({ kind: PROJECT_SUMMARY_KIND })
    .whereRaw("request->>'projectId' = ?", [project.id])
    .delete();
  return Analysis.query(trx)
    .insert({
      client: project.client,
      kind: PROJECT_SUMMARY_KIND,
      request: inputs,
      result,
      createdByUserId: userId,
    })
    .returning('*');
}

/**
 * An analyst's opening: who answered, the strongest shared findings in words (the
 * questions' consensus lines, most widely shared first), the first disagreement, the
 * recurring themes as phrases, and the most specific quotes, one per expert.
 */
async function executiveSummary(
  ai: AiProvider,
  project: Project,
  records: readonly AnswerRecord[],
  questions: readonly QuestionSummary[],
): Promise<StoredProjectSummary['executiveSummary']> {
  if (records.length === 0) {
    return { text: "No expert has answered this project's questions yet.", quotes: [] };
  }
  // The brief's own words (the project is about "ESG" and "banks") are not news.
  const themes = await ai.findThemes({
    question: [project.name, project.description, project.projectGoal].filter(Boolean).join('. '),
    passages: records.filter(isQuotable),
    limit: THEMES_CONSIDERED,
  });
  return {
    text: executiveSummaryText({
      answers: records.length,
      experts: interviewsOf(records).length,
      companies: companiesOf(records),
      questions,
      themes: themes.map((theme) => theme.label),
    }),
    quotes: keyQuotes(questions),
  };
}

async function summariseQuestion(
  ai: AiProvider,
  questionText: string,
  answered: readonly AnswerRecord[],
): Promise<QuestionSummary> {
  const quotable = answered.filter(isQuotable);
  const summary: TopicSummary =
    quotable.length === 0
      ? unquotedTopicSummary({ questionText, passages: answered })
      : await ai.summariseTopic({ questionText, passages: quotable });
  if (answered.length === 0) {
    return {
      questionText,
      title: questionText,
      lead: 'No expert has answered this question yet.',
      answers: 0,
      consensus: null,
      disagreement: { text: 'No expert has answered this question yet.', found: false },
      figures: [],
      quotes: [],
    };
  }
  return { questionText, answers: answered.length, ...keyInsight(summary, answered, quotable) };
}

/**
 * Answers by base question: one group per question of the project, in its order
 * (empty when nobody answered it), then any question text interviews still carry from
 * before the project's questions were edited. Follow-up answers go with their base.
 */
function groupByBaseQuestion<A extends AnswerPassage>(project: Project, passages: readonly A[]) {
  const key = (text: string) => text.trim().toLowerCase();
  const groups = new Map<string, { questionText: string; passages: A[] }>();
  for (const questionText of project.baseQuestions) {
    if (!groups.has(key(questionText)))
      groups.set(key(questionText), { questionText, passages: [] });
  }
  for (const passage of passages) {
    const group = groups.get(key(passage.baseQuestionText)) ?? {
      questionText: passage.baseQuestionText,
      passages: [],
    };
    group.passages.push(passage);
    groups.set(key(passage.baseQuestionText), group);
  }
  return [...groups.values()];
}
