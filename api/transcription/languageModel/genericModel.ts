import fs from 'node:fs/promises';

/** Debian's pocketsphinx-en-us model: the generic US English acoustic and language model. */
export const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const GENERIC_LM = `${MODEL_DIR}/en-us.lm.bin`;
export const GENERIC_DICT = `${MODEL_DIR}/cmudict-en-us.dict`;

const TRIE_HEADER = 'Trie Language Model';
/** sphinxbase keeps log probabilities in base 1.0001; ARPA files use base 10. */
const LOG_TO_LOG10 = Math.log(1.0001) / Math.log(10);
const QUANT_TABLE = 1 << 16;

/**
 * The generic trigram model, probabilities as log10.
 * Bigrams are grouped by their second word (the trie's order): the bigrams ending in
 * word w are entries bigramStart[w] .. bigramStart[w + 1] - 1, sorted by first word.
 */
export interface GenericModel {
  words: string[];
  index: Map<string, number>;
  unigramProb: Float32Array;
  unigramBackoff: Float32Array;
  bigramStart: Uint32Array;
  bigramFirst: Uint32Array;
  bigramProb: Float32Array;
  bigramBackoff: Float32Array;
  /** The trigrams (first, b, c) of bigram record r are trigramStart[r] .. trigramStart[r + 1] - 1. */
  trigramStart: Uint32Array;
  trigramFirst: Uint32Array;
  trigramProb: Float32Array;
}

/**
 * Reads sphinxbase's trie binary format (what en-us.lm.bin is). Debian's
 * sphinx_lm_convert cannot write this model back as ARPA (it fails an assertion), so
 * the layout is read here: header, order and counts, quantisation tables (16 bit),
 * unigrams as {prob, backoff, next} records, then bit-packed bigram records
 * {first word, backoff index, prob index, next} grouped by second word, then
 * trigram records {first word, prob index} grouped by bigram; the words close the file. Checked against known bigrams ('of the' is -0.70) in its test.
 */
export async function readGenericModel(file = GENERIC_LM): Promise<GenericModel> {
  const data = await fs.readFile(file);
  if (data.subarray(0, TRIE_HEADER.length).toString('latin1') !== TRIE_HEADER) {
    throw new Error(`${file} is not a sphinxbase trie language model`);
  }
  let offset = TRIE_HEADER.length;
  const order = data.readUInt8(offset++);
  const counts: number[] = [];
  for (let i = 0; i < order; i++, offset += 4) counts.push(data.readUInt32LE(offset));
  if (order !== 3) throw new Error(`expected a trigram model, ${file} has order ${order}`);
  const [unigramCount, bigramCount, trigramCount] = counts as [number, number, number];

  offset += 4; // quantisation type
  const bigramProbTable = floats(data, offset, QUANT_TABLE);
  const bigramBackoffTable = floats(data, offset + QUANT_TABLE * 4, QUANT_TABLE);
  const trigramProbTable = floats(data, offset + 2 * QUANT_TABLE * 4, QUANT_TABLE);
  offset += 3 * QUANT_TABLE * 4;

  const unigramProb = new Float32Array(unigramCount);
  const unigramBackoff = new Float32Array(unigramCount);
  const bigramStart = new Uint32Array(unigramCount + 1);
  for (let i = 0; i <= unigramCount; i++, offset += 12) {
    if (i < unigramCount) {
      unigramProb[i] = data.readFloatLE(offset) * LOG_TO_LOG10;
      unigramBackoff[i] = data.readFloatLE(offset + 4) * LOG_TO_LOG10;
    }
    bigramStart[i] = data.readUInt32LE(offset + 8);
  }

  const wordBits = bitsFor(unigramCount);
  const nextBits = bitsFor(trigramCount);
  const recordBits = wordBits + 32 + nextBits;
  const storedBigrams = bigramStart[unigramCount]!;
  if (storedBigrams > bigramCount) throw new Error(`${file}: bigram records overrun`);
  const bigramFirst = new Uint32Array(storedBigrams);
  const bigramProb = new Float32Array(storedBigrams);
  const bigramBackoff = new Float32Array(storedBigrams);
  const trigramStart = new Uint32Array(storedBigrams + 1);
  const base = offset * 8;
  for (let i = 0; i <= storedBigrams; i++) {
    const bit = base + i * recordBits;
    trigramStart[i] = readBits(data, bit + wordBits + 32, nextBits);
    if (i === storedBigrams) break;
    bigramFirst[i] = readBits(data, bit, wordBits);
    bigramBackoff[i] = bigramBackoffTable[readBits(data, bit + wordBits, 16)]! * LOG_TO_LOG10;
    bigramProb[i] = bigramProbTable[readBits(data, bit + wordBits + 16, 16)]! * LOG_TO_LOG10;
  }
  // sphinxbase pads each bit array: one extra record, rounded up to bytes, plus 8 bytes.
  offset += Math.floor(((1 + bigramCount) * recordBits + 7) / 8) + 8;

  const trigramBits = wordBits + 16;
  const storedTrigrams = trigramStart[storedBigrams]!;
  if (storedTrigrams > trigramCount) throw new Error(`${file}: trigram records overrun`);
  const trigramFirst = new Uint32Array(storedTrigrams);
  const trigramProb = new Float32Array(storedTrigrams);
  for (let i = 0; i < storedTrigrams; i++) {
    const bit = offset * 8 + i * trigramBits;
    trigramFirst[i] = readBits(data, bit, wordBits);
    trigramProb[i] = trigramProbTable[readBits(data, bit + wordBits, 16)]! * LOG_TO_LOG10;
  }

  const words = readWords(data, unigramCount);
  const index = new Map(words.map((word, i) => [word, i]));
  return {
    words,
    index,
    unigramProb,
    unigramBackoff,
    bigramStart,
    bigramFirst,
    bigramProb,
    bigramBackoff,
    trigramStart,
    trigramFirst,
    trigramProb,
  };
}

function floats(data: Buffer, offset: number, count: number): Float32Array {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = data.readFloatLE(offset + i * 4);
  return out;
}

function bitsFor(count: number): number {
  return Math.max(1, Math.ceil(Math.log2(count + 1)));
}

/** sphinxbase's bitarr_read_int25: little-endian, starting at bit `bit`. */
function readBits(data: Buffer, bit: number, bits: number): number {
  const byte = bit >>> 3;
  let value = 0;
  for (let i = 0; i < 4; i++) value += (data[byte + i] ?? 0) * 2 ** (8 * i);
  return Math.floor(value / 2 ** (bit & 7)) % 2 ** bits;
}

/** The word list is the file's tail: a byte count, then NUL-terminated words. */
function readWords(data: Buffer, count: number): string[] {
  for (let start = data.length - 5; start > 0; start--) {
    if (start + 4 + data.readInt32LE(start) !== data.length) continue;
    const words = data
      .subarray(start + 4, data.length - 1)
      .toString('latin1')
      .split('\0');
    if (words.length === count) return words;
  }
  throw new Error('the language model has no readable word list');
}

/** log10 P(word | previous) in the generic bigram model (backing off to the unigram). */
export function genericBigram(model: GenericModel, previous: number, word: number): number {
  const found = findBigram(model, previous, word);
  if (found >= 0) return model.bigramProb[found]!;
  return model.unigramBackoff[previous]! + model.unigramProb[word]!;
}

/** log10 P(word | first second) in the generic trigram model, with its backoff. */
export function genericTrigram(
  model: GenericModel,
  first: number,
  second: number,
  word: number,
): number {
  const bigram = findBigram(model, second, word);
  if (bigram >= 0) {
    const trigram = search(
      model.trigramFirst,
      model.trigramStart[bigram]!,
      model.trigramStart[bigram + 1]! - 1,
      first,
    );
    if (trigram >= 0) return model.trigramProb[trigram]!;
  }
  const context = findBigram(model, first, second);
  const backoff = context >= 0 ? model.bigramBackoff[context]! : 0;
  return backoff + genericBigram(model, second, word);
}

/** The record of bigram (previous, word), or -1; records are sorted by first word. */
export function findBigram(model: GenericModel, previous: number, word: number): number {
  return search(
    model.bigramFirst,
    model.bigramStart[word]!,
    model.bigramStart[word + 1]! - 1,
    previous,
  );
}

/** Binary search of a sorted slice [low, high] of `values`; -1 when absent. */
function search(values: Uint32Array, low: number, high: number, wanted: number): number {
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = values[middle]!;
    if (value === wanted) return middle;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
