import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswer, createInterview, createProject } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { ANSWERS_PER_REBUILD, type ModelBuilder, ProjectLanguageModels } from './projectModels';

let app: TestApp;
let dir: string;
beforeAll(async () => {
  app = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-models-'));
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/**
 * Writes the files a build would, and remembers what it was asked to build: the real
 * build (tested in projectModel.test.ts) takes about 15 s of CPU.
 */
function recordingBuilder() {
  const builds: string[][] = [];
  const build: ModelBuilder = async (modelDir, texts) => {
    builds.push(texts);
    const { projectModelKey } = await import('./projectModel');
    const key = projectModelKey(texts);
    const files = {
      lm: path.join(modelDir, `${key}.lm`),
      dict: path.join(modelDir, `${key}.dict`),
    };
    await fs.mkdir(modelDir, { recursive: true });
    await fs.writeFile(files.lm, 'lm');
    await fs.writeFile(files.dict, 'dict');
    return files;
  };
  return { builds, build };
}

describe('ProjectLanguageModels', () => {
  it('builds in the background, uses the model once it exists, and rebuilds only every ten answers', async () => {
    const knex = app.db.knex;
    const project = await createProject(knex, {
      name: 'SOFR transition',
      description: 'How banks moved loans from LIBOR to SOFR.',
      baseQuestions: ['What did the SOFR move cost?', 'How do ESG loans price?'],
    });
    const { interview } = await createInterview(knex, project);
    // One answer per question: enough interviews for ten answers.
    const questions = [];
    for (let i = 0; i < ANSWERS_PER_REBUILD / 2; i++) {
      questions.push(...(await createInterview(knex, project)).questions);
    }
    const { builds, build } = recordingBuilder();
    const models = new ProjectLanguageModels(knex, dir, build);

    const first = await models.contextFor(interview.id);
    expect(first.languageModel).toBeUndefined();
    expect(first.spellings?.get('sofr')).toBe('SOFR');
    expect(first.spellings?.get('esg')).toBe('ESG');
    await models.onIdle();
    expect(builds).toEqual([
      [
        'SOFR transition',
        'How banks moved loans from LIBOR to SOFR.',
        'What did the SOFR move cost?',
        'How do ESG loans price?',
      ],
    ]);

    const second = await models.contextFor(interview.id);
    expect(second.languageModel?.lm).toMatch(/\.lm$/);
    expect(await fs.readFile(second.languageModel!.dict, 'utf8')).toBe('dict');

    // Fewer answers than a step: same model, no new build.
    for (let i = 0; i < ANSWERS_PER_REBUILD - 1; i++) {
      await createAnswer(knex, questions[i]!, `Answer number ${i} on term SOFR.`);
    }
    expect((await models.contextFor(interview.id)).languageModel).toEqual(second.languageModel);
    await models.onIdle();
    expect(builds).toHaveLength(1);

    // The tenth answer completes a step: the next transcription starts a new build.
    await createAnswer(knex, questions[ANSWERS_PER_REBUILD - 1]!, 'The tenth answer.');
    expect((await models.contextFor(interview.id)).languageModel).toBeUndefined();
    await models.onIdle();
    expect(builds).toHaveLength(2);
    expect(builds[1]).toHaveLength(4 + ANSWERS_PER_REBUILD);
    expect(builds[1]!.at(-1)).toBe('The tenth answer.');
  });

  it('has nothing to offer for an unknown interview', async () => {
    const { build, builds } = recordingBuilder();
    const models = new ProjectLanguageModels(app.db.knex, dir, build);
    expect(await models.contextFor('00000000-0000-4000-8000-000000000000')).toEqual({});
    expect(builds).toEqual([]);
  });
});
