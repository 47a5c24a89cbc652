/** A figure as written in a text: an amount, a share, a count or a time frame. */
export interface Figure {
  /** Verbatim: `text.slice(start, start + figure.length) === figure`. */
  figure: string;
  start: number;
  kind: FigureKind;
}

export type FigureKind = 'amount' | 'share' | 'time' | 'count';

/** Not "a few" or "a couple of": a figure says how many. */
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|hundred|a dozen|half a';
const NUMERAL = '\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?';
/** A numeral ("2.5", "25,000", "30 to 40") or a number word ("eighteen"). */
const NUMBER = `(?:${NUMERAL}(?:\\s?(?:to|-|–)\\s?${NUMERAL})?|(?:${NUMBER_WORDS})(?:\\s(?:to|or)\\s(?:${NUMBER_WORDS}))?)`;
const SCALE = '(?:\\s?(?:bn|billion|million|mn|m|k|thousand|trillion)\\b)';
const CURRENCY_WORD = '(?:dollars|euros|pounds|francs|USD|EUR|GBP|CHF)';
const UNIT_OF_TIME = '(?:years?|months?|weeks?|days?|quarters?|hours?|minutes?)';

/**
 * Most specific first: where two patterns match the same words, the earlier wins, so
 * "$25 million" is one amount and not a count, and "eighteen months ago" is a time.
 */
const PATTERNS: readonly { kind: FigureKind; pattern: string }[] = [
  { kind: 'amount', pattern: `[$€£¥]\\s?${NUMBER}${SCALE}?` },
  { kind: 'amount', pattern: `${NUMBER}${SCALE}?\\s${CURRENCY_WORD}` },
  {
    kind: 'share',
    pattern: `${NUMBER}\\s?(?:%|percent\\b|per cent\\b|percentage points?\\b|basis points?\\b|bps\\b|points\\b)`,
  },
  { kind: 'share', pattern: '\\b(?:a|one|two) (?:third|quarter|half)\\b(?: of [a-z-]+)?' },
  {
    kind: 'time',
    pattern: `\\b(?:within|over|in|for|after|about|around)?\\s?(?:the\\s)?(?:next|last|past|first)?\\s?${NUMBER}[\\s-]${UNIT_OF_TIME}\\b(?:\\sago)?`,
  },
  { kind: 'time', pattern: '\\b(?:by|before|until|since|in|from)\\s(?:19|20)\\d\\d\\b' },
  { kind: 'time', pattern: '\\b(?:19|20)\\d\\d\\b' },
  { kind: 'count', pattern: `\\b${NUMBER}x\\b` },
  // A count says what it counts: "30 banks", "three lead-left mandates", "a 40-question survey".
  { kind: 'count', pattern: `\\b${NUMERAL}-[a-z]+\\s[a-z-]+\\b` },
  { kind: 'count', pattern: `\\b${NUMBER}\\s(?:[a-z][a-z-]+\\s)?[a-z][a-z-]+s\\b` },
];

const MATCHERS = PATTERNS.map(({ kind, pattern }) => ({
  kind,
  regex: new RegExp(pattern, 'gi'),
}));

/** A lone "one" is mostly a pronoun ("the second one"), not a figure. */
const TRIVIAL = /^(?:0|1|one)$/i;
/** "Scope 3", "quality 4": a number after these words (or a name) labels, it does not count. */
const LABEL_WORD_BEFORE =
  /\b(?:scope|quality|level|tier|phase|stage|grade|category|article|step|version)\s$/i;
const NAME_BEFORE = /\b\p{Lu}[\p{L}-]*\s$/u;

/**
 * The figures in a text, in reading order, each verbatim: amounts ("$25 million"),
 * shares ("5 percent", "2.5 to 5 basis points", "about a third"), time frames ("within a
 * couple of years" is too vague, "eighteen months ago" and "by 2030" are not) and counts
 * with their noun ("30 banks"). Overlapping matches keep the earliest pattern's.
 */
export function extractFigures(text: string): Figure[] {
  const taken: Figure[] = [];
  for (const { kind, regex } of MATCHERS) {
    for (const match of text.matchAll(regex)) {
      const figure = match[0].trim();
      const start = match.index + match[0].indexOf(figure);
      const end = start + figure.length;
      if (TRIVIAL.test(figure) || !/[\p{L}\p{N}]/u.test(figure)) continue;
      if (!isWordBoundary(text, start, end)) continue;
      if (kind === 'count' && isLabel(text.slice(0, start))) continue;
      if (taken.some((other) => start < other.start + other.figure.length && other.start < end)) {
        continue;
      }
      taken.push({ figure, start, kind });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}

function isLabel(before: string): boolean {
  if (LABEL_WORD_BEFORE.test(before)) return true;
  // A capitalised sentence opener ("Across 30 banks") is not a name.
  return NAME_BEFORE.test(before) && !/(?:^|[.!?]\s+)\S+\s$/.test(before);
}

/** A match must not begin or end inside a word ("10" of "B2B10", "one" of "someone"). */
function isWordBoundary(text: string, start: number, end: number): boolean {
  const wordChar = /[\p{L}\p{N}]/u;
  return !wordChar.test(text.charAt(start - 1)) && !wordChar.test(text.charAt(end));
}
