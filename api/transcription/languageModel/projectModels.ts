import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { nodeArgsFor } from '../../lib/nodeEntryPoint';
import { moduleLogger } from '../../observability';
import { learnSpellings } from '../formatTranscript';
import { runProcess } from '../process';
import type { TranscriptionContext } from '../provider';
import { type ProjectModelFiles, projectModelKey } from './projectModel';

const log = moduleLogger('transcription');

/** Earlier answers join the model in steps of this many, so it is not rebuilt on every answer. */
export const ANSWERS_PER_REBUILD = 10;
/** The most earlier answers one model is built from (the oldest ones: they never change). */
const MAX_ANSWERS = 500;
const BUILD_TIMEOUT_MS = 5 * 60_000;

export type ModelBuilder = (dir: string, texts: string[]) => Promise<ProjectModelFiles>;

/** Builds in a child process (buildCli.ts), away from the server's event loop. */
export const buildInChildProcess: ModelBuilder = async (dir, texts) => {
  await fs.mkdir(dir, { recursive: true });
  const textsFile = path.join(dir, `texts-${crypto.randomBytes(6).toString('hex')}.json`);
  await fs.writeFile(textsFile, JSON.stringify(texts));
  try {
    // Beside this code: the TypeScript under tsx, or in the server build (scripts/buildServer.ts) its JavaScript.
    const fromSource = import.meta.filename.endsWith('.ts');
    const cli = path.join(import.meta.dirname, fromSource ? 'buildCli.ts' : 'buildCli.js');
    const output = await runProcess(process.execPath, [...nodeArgsFor(cli), dir, textsFile], {
      timeoutMs: BUILD_TIMEOUT_MS,
    });
    return JSON.parse(output) as ProjectModelFiles;
  } finally {
    await fs.rm(textsFile, { force: true });
  }
};

/**
 * The language model of each project, adapted to its own words: built from the
 * project's brief, its questions and the answers given so far, in the background the
 * first time one of its recordings is transcribed and again every
 * ANSWERS_PER_REBUILD answers. Until a project's model exists its recordings are
 * transcribed with the generic model, so no transcription ever waits for a build.
 */
export class ProjectLanguageModels {
  private readonly building = new Map<string, Promise<void>>();

  constructor(
    private readonly knex: Knex,
    private readonly dir: string,
    private readonly build: ModelBuilder = buildInChildProcess,
  ) {}

  /** What the recognizer should use for an answer in this interview. */
  async contextFor(interviewId: string): Promise<TranscriptionContext> {
    const texts = await this.projectTexts(interviewId);
    if (texts.length === 0) return {};
    const spellings = learnSpellings(texts);
    const key = projectModelKey(texts);
    const files = {
      lm: path.join(this.dir, `${key}.lm`),
      dict: path.join(this.dir, `${key}.dict`),
    };
    const built = await fs
      .access(files.dict)
      .then(() => true)
      .catch(() => false);
    if (built) return { languageModel: files, spellings };
    this.startBuild(key, texts);
    return { spellings };
  }

  /** Resolves once no build is running (tests, shutdown). */
  async onIdle(): Promise<void> {
    while (this.building.size > 0) await Promise.allSettled([...this.building.values()]);
  }

  private startBuild(key: string, texts: string[]) {
    if (this.building.has(key)) return;
    const build = this.build(this.dir, texts)
      .then(() => undefined)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`the project language model could not be built: ${reason}`);
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, build);
  }

  /**
   * The project's brief and questions, and its earliest answers in whole steps of
   * ANSWERS_PER_REBUILD: the text, and so the model's key, changes only at each step.
   */
  private async projectTexts(interviewId: string): Promise<string[]> {
    const project = await this.knex('interviews as i')
      .join('projects as p', 'p.id', 'i.project_id')
      .where('i.id', interviewId)
      .first(
        'p.id',
        'p.name',
        'p.description',
        'p.project_goal',
        'p.expert_profile',
        'p.base_questions',
      );
    if (!project) return [];
    const answers = await this.knex('answers as a')
      .join('interviews as i', 'i.id', 'a.interview_id')
      .where('i.project_id', project.id)
      .whereRaw("btrim(a.answer_text) <> ''")
      .orderBy([{ column: 'a.created_at' }, { column: 'a.id' }])
      .limit(MAX_ANSWERS)
      .select('a.answer_text');
    const steps = Math.floor(answers.length / ANSWERS_PER_REBUILD) * ANSWERS_PER_REBUILD;
    const questions: string[] =
      typeof project.base_questions === 'string'
        ? JSON.parse(project.base_questions)
        : (project.base_questions ?? []);
    return [
      project.name,
      project.description,
      project.project_goal,
      project.expert_profile,
      ...questions,
      ...answers.slice(0, steps).map((answer: { answer_text: string }) => answer.answer_text),
    ].filter((text): text is string => Boolean(text?.trim()));
  }
}
