import { escapeHtml as html } from './html';

/** One bar: what it counts, an optional second line (the companies), how much. */
export interface BarRow {
  label: string;
  /** A second line of names (the companies), each kept whole on one line where it fits. */
  detail?: readonly string[];
  /** null: nothing could be measured; the row shows `valueText` and no bar. */
  value: number | null;
  /** The value that fills the track. */
  max: number;
  /** The figure as written beside the bar ("67%", "12 answers"). */
  valueText: string;
}

export interface BarChart {
  /** Unique in the document; names the chart's title and description elements. */
  key: string;
  /** The accessible name: what the chart shows. */
  title: string;
  /** Every figure in words, for screen readers (the bars are an image to them). */
  description: string;
  rows: readonly BarRow[];
}

// The chart is drawn in its own units and scales to the page; 1 unit is 1 CSS pixel at
// its widest, so the 16-unit labels read like the body text beside them.
// Line lengths allow for wide fonts (DejaVu Sans runs about 0.46 em a character).
const WIDTH = 420;
const VALUE_COLUMN = 136;
const VALUE_GAP = 8;
const BAR_HEIGHT = 16;
const ROW_GAP = 16;
const LABEL = { size: 16, lineHeight: 20, charsPerLine: 40 };
const DETAIL = { size: 14, lineHeight: 18, charsPerLine: 52 };

/**
 * A horizontal bar chart as inline SVG: one row per figure, its label above the bar in
 * full (wrapped at word boundaries, never cut, so a company name is always whole), the
 * figure in words beside the bar. Dark bars on an outlined track and every value also
 * written out, so it reads the same printed in black and white. All text is escaped.
 */
export function renderBarChart(chart: BarChart): string {
  let y = 0;
  const rows = chart.rows.map((row) => {
    const labelLines = wrapWords(row.label, LABEL.charsPerLine);
    const detailLines = row.detail ? wrapPieces(row.detail, ', ', DETAIL.charsPerLine) : [];
    const parts = [
      textLines(labelLines, y + LABEL.size, LABEL.lineHeight, 'label'),
      textLines(
        detailLines,
        y + labelLines.length * LABEL.lineHeight + DETAIL.size,
        DETAIL.lineHeight,
        'detail',
      ),
    ];
    y += labelLines.length * LABEL.lineHeight + detailLines.length * DETAIL.lineHeight + 6;
    parts.push(bar(row, y));
    y += BAR_HEIGHT + ROW_GAP;
    return parts.join('');
  });
  const height = Math.max(y - ROW_GAP, 1);
  const titleId = `${chart.key}-title`;
  const descId = `${chart.key}-desc`;
  return [
    `<svg class="chart" role="img" aria-labelledby="${titleId}" aria-describedby="${descId}" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" overflow="visible" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${titleId}">${html(chart.title)}</title>`,
    `<desc id="${descId}">${html(chart.description)}</desc>`,
    ...rows,
    '</svg>',
  ].join('');
}

function bar(row: BarRow, y: number): string {
  const track = WIDTH - VALUE_COLUMN;
  const share = row.value === null || row.max <= 0 ? 0 : Math.min(1, row.value / row.max);
  const filled = round(track * share);
  return [
    `<rect class="track${row.value === null ? ' unmeasured' : ''}" x="0" y="${y}" width="${track}" height="${BAR_HEIGHT}"/>`,
    filled > 0 ? `<rect class="bar" x="0" y="${y}" width="${filled}" height="${BAR_HEIGHT}"/>` : '',
    `<text class="value" x="${track + VALUE_GAP}" y="${y + BAR_HEIGHT - 2}">${html(row.valueText)}</text>`,
  ].join('');
}

function textLines(lines: string[], firstBaseline: number, lineHeight: number, kind: string) {
  return lines
    .map(
      (line, index) =>
        `<text class="${kind}" x="0" y="${firstBaseline + index * lineHeight}">${html(line)}</text>`,
    )
    .join('');
}

/** Words into lines of at most `maxChars`; a longer word gets a line of its own, whole. */
export function wrapWords(text: string, maxChars: number): string[] {
  return wrapPieces(text.split(/\s+/).filter(Boolean), ' ', maxChars);
}

/**
 * Pieces (words, or whole names) into lines of at most `maxChars`, joined by
 * `separator`. A line breaks only between pieces, so a name stays on one line unless it
 * alone is too long, and then it is wrapped at its spaces; nothing is ever cut.
 */
export function wrapPieces(pieces: readonly string[], separator: string, maxChars: number) {
  const lines: string[] = [];
  let line = '';
  for (const [index, piece] of pieces.entries()) {
    const text = index < pieces.length - 1 ? `${piece}${separator.trimEnd()}` : piece;
    const joined = line ? `${line}${separator.endsWith(' ') ? ' ' : ''}${text}` : text;
    if (joined.length <= maxChars || !line) {
      line = joined;
    } else {
      lines.push(line);
      line = text;
    }
    if (line.length > maxChars && separator !== ' ') {
      const words = wrapWords(line, maxChars);
      lines.push(...words.slice(0, -1));
      line = words.at(-1) ?? '';
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

const round = (value: number) => Math.round(value * 10) / 10;
