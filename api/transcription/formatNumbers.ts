const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Kept as words after the figure, as finance writes them: '3.5 billion'. */
const LARGE_SCALES = new Set(['million', 'billion', 'trillion']);

interface SpokenNumber {
  /** The figure as written: '550', '3.5'. */
  written: string;
  value: number;
  decimal: boolean;
  /** Index of the first word after the number. */
  next: number;
}

/**
 * Reads the number spoken from words[start]: 'five hundred and fifty', 'three point
 * five', 'twenty five'. Stops where the words stop making one number ('two three'
 * is two numbers), so a list of figures is not run together.
 */
export function readSpokenNumber(words: string[], start: number): SpokenNumber | null {
  let total = 0;
  let current = 0;
  let i = start;
  let last: 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand' | null = null;
  for (; i < words.length; i++) {
    const word = words[i]!;
    const unit = UNITS[word];
    if (unit !== undefined) {
      const fitsAfter =
        last === null ||
        last === 'hundred' ||
        last === 'thousand' ||
        (last === 'tens' && unit > 0 && unit < 10);
      if (!fitsAfter) break;
      current += unit;
      last = unit >= 10 ? 'teen' : 'unit';
    } else if (TENS[word] !== undefined) {
      if (!(last === null || last === 'hundred' || last === 'thousand')) break;
      current += TENS[word]!;
      last = 'tens';
    } else if (word === 'hundred') {
      if (last !== 'unit' && last !== 'teen') break;
      current *= 100;
      last = 'hundred';
    } else if (word === 'thousand') {
      if (last === null || last === 'thousand') break;
      total += current * 1000;
      current = 0;
      last = 'thousand';
    } else if (word === 'and' && (last === 'hundred' || last === 'thousand')) {
      const following = words[i + 1] ?? '';
      if (UNITS[following] === undefined && TENS[following] === undefined) break;
    } else {
      break;
    }
  }
  if (last === null) return null;
  let written = String(total + current);
  let decimal = false;
  if (words[i] === 'point' && UNITS[words[i + 1] ?? ''] !== undefined) {
    let digits = '';
    let j = i + 1;
    while (j < words.length && (UNITS[words[j]!] ?? 10) < 10) digits += UNITS[words[j++]!];
    written += `.${digits}`;
    decimal = true;
    i = j;
  }
  return { written, value: Number(written), decimal, next: i };
}

/**
 * Figures written as a reader expects them: 'sixty percent' → '60%', 'three point
 * five billion' → '3.5 billion', 'five hundred and fifty basis points' → '550 basis
 * points'. Small whole numbers stay words ('two years', 'one of them'), as in prose.
 */
export function formatNumbers(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const number = readSpokenNumber(words, i);
    if (!number) {
      out.push(words[i++]!);
      continue;
    }
    const percent = words[number.next] === 'percent';
    const scale = LARGE_SCALES.has(words[number.next] ?? '');
    if (percent) {
      out.push(`${number.written}%`);
      i = number.next + 1;
    } else if (number.value >= 10 || number.decimal || scale) {
      out.push(number.written);
      i = number.next;
    } else {
      for (let j = i; j < number.next; j++) out.push(words[j]!);
      i = number.next;
    }
  }
  return out;
}
