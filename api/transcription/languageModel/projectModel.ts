import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isOnPath } from '../binaries';
import { runProcess } from '../process';
import { spokenWords } from '../spokenWords';
import { buildAdaptedArpa, DEFAULT_MIX, type MixSettings } from './adaptedModel';
import { buildDictionary, readDictionary } from './dictionary';
import { type GenericModel, readGenericModel } from './genericModel';

export interface ProjectModelFiles {
  lm: string;
  dict: string;
}

/** The generic model and dictionary, read once per process (about 2 s and 60 MB). */
let generic: Promise<{ model: GenericModel; dictionary: Map<string, string[]> }> | undefined;
export function loadGeneric() {
  generic ??= Promise.all([readGenericModel(), readDictionary()]).then(([model, dictionary]) => ({
    model,
    dictionary,
  }));
  return generic;
}

/** A project's texts as the sentences of its language model, in spoken words. */
export function textSentences(texts: string[]): string[][] {
  return texts
    .flatMap((text) => text.split(/(?<=[.?!])\s+|\n+/))
    .map(spokenWords)
    .filter((words) => words.length > 0);
}

/** The cache key of a project's model: its text and the mix settings. */
export function projectModelKey(texts: string[], settings: MixSettings = DEFAULT_MIX): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ texts, settings }))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Writes (or finds, when the same text was built before) the language model and
 * dictionary of a project's text under `dir`: `<key>.lm` and `<key>.dict`. The model
 * is sphinxbase's binary format when sphinx_lm_convert (Debian's sphinxbase-utils)
 * is installed: pocketsphinx reads the ARPA text of a model this size in seconds, the
 * binary in a fraction of one. Files are written under a temporary name and renamed,
 * so a reader never sees half a model.
 */
export async function buildProjectModel(
  dir: string,
  texts: string[],
  settings: MixSettings = DEFAULT_MIX,
): Promise<ProjectModelFiles> {
  const key = projectModelKey(texts, settings);
  const files = { lm: path.join(dir, `${key}.lm`), dict: path.join(dir, `${key}.dict`) };
  const built = await fs
    .access(files.dict)
    .then(() => true)
    .catch(() => false);
  if (built) return files;
  const { model, dictionary } = await loadGeneric();
  const { arpa, vocabulary } = buildAdaptedArpa(model, textSentences(texts), settings);
  const { text: dict } = await buildDictionary(vocabulary, dictionary);
  await fs.mkdir(dir, { recursive: true });
  const suffix = `.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(files.lm + suffix, arpa);
  if (isOnPath('sphinx_lm_convert')) {
    const binary = `${files.lm}${suffix}.bin`;
    await runProcess(
      'sphinx_lm_convert',
      ['-i', files.lm + suffix, '-ifmt', 'arpa', '-o', binary, '-ofmt', 'bin'],
      { timeoutMs: 5 * 60_000 },
    );
    await fs.rename(binary, files.lm + suffix);
  }
  await fs.writeFile(files.dict + suffix, dict);
  await fs.rename(files.lm + suffix, files.lm);
  await fs.rename(files.dict + suffix, files.dict);
  return files;
}
