const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
  [100, 'hundred'],
];

/** A whole number in words, as a speaker would say it: 550 → 'five hundred and fifty'. */
export function integerToWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
  for (const [scale, name] of SCALES) {
    if (n >= scale) {
      const rest = n % scale;
      const head = `${integerToWords(Math.floor(n / scale))} ${name}`;
      if (!rest) return head;
      return `${head}${rest < 100 ? ' and' : ''} ${integerToWords(rest)}`;
    }
  }
  return String(n);
}

/** '3.5' → 'three point five', '1,200' → 'one thousand two hundred'. */
export function numberToWords(written: string): string {
  const [whole, fraction] = written.replace(/,/g, '').split('.');
  const words = integerToWords(Number.parseInt(whole!, 10));
  if (!fraction) return words;
  return `${words} point ${[...fraction].map((d) => ONES[Number(d)]).join(' ')}`;
}

/**
 * The words of a text as they are spoken, in the recognizer's spelling: lower case,
 * digits as words ('60%' → 'sixty percent', '$3.5' → 'three point five dollars'), no
 * punctuation. Language models are built from, and transcripts scored on, these words.
 */
export function spokenWords(text: string): string[] {
  const spoken = text
    .toLowerCase()
    .replace(/\$(\d[\d,]*(?:\.\d+)?)(\s+(?:thousand|million|billion|trillion))?/g, '$1$2 dollars')
    .replace(/(\d[\d,]*(?:\.\d+)?)\s*%/g, '$1 percent')
    .replace(/\d[\d,]*(?:\.\d+)?/g, (n) => ` ${numberToWords(n)} `)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/'(?![a-z])|(?<![a-z])'/g, ' ');
  return spoken.split(/\s+/).filter(Boolean);
}
