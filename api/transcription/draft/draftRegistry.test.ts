import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFixtureDir, speechToolsAvailable, synthesizeSpeech } from '../../test/fixtures/speech';
import { DraftRegistry } from './draftRegistry';

let dir: string;
beforeAll(async () => {
  dir = await makeFixtureDir();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

// Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
describe.runIf(speechToolsAvailable)('DraftRegistry', () => {
  it("decodes a draft with its interview's project model", async () => {
    // A model that knows two words only: whatever the draft says comes from it.
    const lm = path.join(dir, 'two-words.lm');
    const dict = path.join(dir, 'two-words.dict');
    await fs.writeFile(
      lm,
      [
        '\\data\\',
        'ngram 1=4',
        '',
        '\\1-grams:',
        '-0.6021\t</s>',
        '-99\t<s>',
        '-0.6021\trenewable',
        '-0.6021\tenergy',
        '',
        '\\end\\',
        '',
      ].join('\n'),
    );
    await fs.writeFile(dict, 'renewable R IY N UW AH B AH L\nenergy EH N ER JH IY\n');
    const contextFor = vi.fn().mockResolvedValue({ languageModel: { lm, dict } });
    const registry = new DraftRegistry({
      directory: path.join(dir, 'drafts'),
      timeoutMs: 60_000,
      contextFor,
    });
    try {
      const recording = await synthesizeSpeech(
        dir,
        'draft',
        'The market for renewable energy is growing quickly',
        'webm',
      );
      const draft = await registry.create('interview-1', 'draft-1');
      const text = await draft.accept(0, await fs.readFile(recording));
      expect(contextFor).toHaveBeenCalledWith('interview-1');
      const words = text!.text.split(' ').filter(Boolean);
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) expect(['renewable', 'energy']).toContain(word);
    } finally {
      await registry.close();
    }
  });
});
