import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRecording, speechPcm } from '../../eval/stt/audio';
import { ANSWERS, PROJECTS } from '../../eval/stt/corpus';
import { scoreTranscript, wordErrorRate } from '../../eval/stt/wer';
import { speechToolsAvailable } from '../test/fixtures/speech';
import { learnSpellings } from './formatTranscript';
import { buildProjectModel } from './languageModel/projectModel';
import { LocalTranscription } from './local';

/**
 * A small slice of `npm run eval:stt` inside the test suite: three held-out answers of
 * one project, one per held-out voice (rms is never used for tuning), recorded as the
 * app records, through the improved pipeline with the project's own model.
 */
const project = PROJECTS.find((p) => p.id === 'credit')!;
const heldOut = ['credit-13', 'credit-14', 'credit-15'].map(
  (id) => ANSWERS.find((answer) => answer.id === id)!,
);
const voices = ['slt', 'kal16', 'rms'] as const;
const projectTexts = [
  project.title,
  project.description,
  ...project.questions,
  ...ANSWERS.filter((a) => a.projectId === project.id && a.set === 'tuning').map((a) => a.text),
];

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-heldout-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

// Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
describe.runIf(speechToolsAvailable)(
  'the improved local pipeline on held-out finance speech',
  () => {
    it('stays under 25% word error rate, with sentences, capitals and a confidence', async () => {
      const languageModel = await buildProjectModel(path.join(dir, 'models'), projectTexts);
      const spellings = learnSpellings(projectTexts);
      const provider = new LocalTranscription(300_000);
      const scores = [];
      for (const [index, answer] of heldOut.entries()) {
        const samples = await speechPcm(answer.id, answer.text, voices[index]!);
        const file = await encodeRecording(samples, path.join(dir, `${answer.id}.webm`));
        const transcript = await provider.transcribe({ path: file }, { languageModel, spellings });
        console.log(`[held-out ${answer.id}, ${voices[index]}] ${transcript.text}`);
        expect(transcript.text).toMatch(/^[A-Z].*\.$/);
        expect(transcript.confidence).toBeGreaterThan(0);
        scores.push(scoreTranscript(answer.text, transcript.text));
      }
      const wer = wordErrorRate(scores);
      console.log(`[held-out smoke] word error rate ${(wer * 100).toFixed(1)}%`);
      expect(wer).toBeLessThan(0.25);
    }, 600_000);
  },
);
