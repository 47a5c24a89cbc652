import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { isOnPath } from '../binaries';
import { GENERIC_DICT } from './genericModel';

const run = promisify(execFile);

/** CMU's phone set, the acoustic model's: flite's cmulex uses the same names plus these. */
const FLITE_TO_CMU: Record<string, string> = { ax: 'AH', pau: '' };
const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  ),
);

/** flite's `t2p` output ('pau eh1 s ow1 pau') as CMU phones ('EH S OW'); null if unusable. */
export function fliteToCmuPhones(flitePhones: string): string | null {
  const phones = flitePhones
    .trim()
    .split(/\s+/)
    .map((phone) => phone.replace(/\d$/, ''))
    .map((phone) => FLITE_TO_CMU[phone] ?? phone.toUpperCase())
    .filter(Boolean);
  if (phones.length === 0 || phones.some((phone) => !CMU_PHONES.has(phone))) return null;
  return phones.join(' ');
}

/** How flite would say a word, in CMU phones; flite also speaks unknown acronyms letter by letter. */
export async function guessPronunciation(word: string): Promise<string | null> {
  if (!isOnPath('t2p')) return null;
  const { stdout } = await run('t2p', [word]);
  return fliteToCmuPhones(stdout);
}

/** The generic dictionary's lines by word (alternates `word(2)` listed under `word`). */
export async function readDictionary(file = GENERIC_DICT): Promise<Map<string, string[]>> {
  const entries = new Map<string, string[]>();
  for (const line of (await fs.readFile(file, 'utf8')).split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const lines = entries.get(word) ?? [];
    lines.push(line);
    entries.set(word, lines);
  }
  return entries;
}

/**
 * A pronunciation dictionary for exactly the language model's words: the generic
 * dictionary's entries where it has them (a smaller dictionary also loads faster),
 * flite's letter-to-sound guess for the project's own new words ('sofr', 'sfdr').
 * Words with no usable pronunciation are left out: pocketsphinx skips them.
 */
export async function buildDictionary(
  vocabulary: string[],
  generic: Map<string, string[]>,
): Promise<{ text: string; added: string[] }> {
  const lines: string[] = [];
  const added: string[] = [];
  for (const word of vocabulary) {
    if (word.startsWith('<')) continue;
    const known = generic.get(word);
    if (known) {
      lines.push(...known);
      continue;
    }
    const phones = await guessPronunciation(word);
    if (phones) {
      lines.push(`${word} ${phones}`);
      added.push(word);
    }
  }
  return { text: `${lines.join('\n')}\n`, added };
}
