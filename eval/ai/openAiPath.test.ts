import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../api/test/fakeOpenAi';
import { openAiEngine } from './engines';
import { measureEngine } from './measureEngine';
import { loadQuestions } from './questionSet';
import { startStandInModel } from './standInModel';

/**
 * The eval's provider path, end to end on PGlite: the app configured as for an
 * OpenAI-compatible endpoint (here the stand-in), questions asked over HTTP, figures
 * computed. The stand-in's figures mean nothing; that every call succeeds and is
 * scored does.
 */
describe('eval:ai against an OpenAI-compatible endpoint', () => {
  let standIn: FakeOpenAi;
  beforeAll(async () => {
    standIn = await startStandInModel();
  });
  afterAll(() => standIn.close());

  // A fresh PGlite is booted, migrated and seeded: seconds alone, far more on a loaded machine.
  it('asks the endpoint each question and scores its answers', async () => {
    const all = loadQuestions();
    const questions = [
      ...all.filter((q) => q.label === 'answered').slice(0, 3),
      ...all.filter((q) => q.label === 'not_in_interviews' && q.style === 'off_topic').slice(0, 2),
    ];
    const measured = await measureEngine(
      openAiEngine({ baseURL: standIn.baseURL, model: 'stand-in' }),
      questions,
    );
    const overall = measured.figures.find((figures) => figures.split === 'all')!;
    expect(overall.errors).toEqual([]);
    expect(overall.questions).toBe(questions.length);
    const asked = standIn.received.filter((request) => request.path === '/v1/chat/completions');
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(asked[0]!.body.toString('utf8')).model).toBe('stand-in');
    // The stand-in quotes whole sentences from the passages it was given.
    expect(overall.quotes).toBeGreaterThan(0);
    expect(overall.verbatimShare).toBe(1);
    expect(overall.coverageAccuracy).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
