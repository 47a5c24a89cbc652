import type { AnalysisResult } from '../../../../sync/contract/customer';

type GraphResult = Pick<AnalysisResult, 'graphType' | 'companies' | 'series'>;

/** One plotted parameter. Keys are positional: parameter text may be any string. */
export interface ChartSeries {
  key: string;
  label: string;
  total: number;
}

/** A company's row for bar and line charts: `company` plus one value per series key. */
export type CompanyRow = { company: string } & Record<string, number | string>;

export interface PieSlice {
  key: string;
  label: string;
  value: number;
}

export function chartSeries(result: GraphResult): ChartSeries[] {
  return result.series.map((entry, index) => ({
    key: `s${index}`,
    label: entry.parameter,
    total: entry.total,
  }));
}

/**
 * Bar and line charts: one row per company (the x axis), one value per parameter
 * (grouped bars, or one line per parameter across the companies).
 */
export function companyRows(result: GraphResult): CompanyRow[] {
  return result.companies.map((company, companyIndex) => {
    const row: CompanyRow = { company };
    result.series.forEach((entry, index) => {
      row[`s${index}`] = entry.values[companyIndex] ?? 0;
    });
    return row;
  });
}

/** Pie charts: each parameter's total across the companies; empty slices are left out. */
export function pieSlices(result: GraphResult): PieSlice[] {
  return chartSeries(result)
    .filter((series) => series.total > 0)
    .map(({ key, label, total }) => ({ key, label, value: total }));
}

/** Nothing to draw: no company answered, or no parameter is mentioned at all. */
export function isEmptyChart(result: GraphResult): boolean {
  return result.companies.length === 0 || result.series.every((entry) => entry.total === 0);
}

const CHART_NAMES = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' } as const;

/** The chart's accessible name: what it plots and the totals it shows. */
export function chartSummary(result: GraphResult): string {
  const name = CHART_NAMES[result.graphType ?? 'bar'];
  const count = result.companies.length;
  const companies = `${count} ${count === 1 ? 'company' : 'companies'}`;
  const totals = result.series.map((entry) => `${entry.parameter} ${entry.total}`).join(', ');
  const what =
    result.graphType === 'pie'
      ? `share of mentions by parameter across ${companies}`
      : `mentions of each parameter at ${companies}`;
  return `${name}: ${what}. Answers mentioning each parameter: ${totals}.`;
}

/**
 * A company name broken into lines of at most `width` characters at spaces, never
 * shortened: every chart shows names in full. A word longer than a line gets a line
 * of its own.
 */
export function wrapLabel(name: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** The longest word of any company: the narrowest a wrapped label column can be. */
export function longestWord(companies: readonly string[]): number {
  return Math.max(0, ...companies.flatMap((name) => name.split(/\s+/).map((word) => word.length)));
}

/** Height of one parameter's bar, and the gap around each company's group, in pixels. */
const BAR_PX = 14;
const GROUP_GAP_PX = 20;
const BAR_CHART_CHROME_PX = 80;

/**
 * Bar charts lie on their side (companies down the side, full names wrapped), so their
 * height grows with the number of bars rather than squeezing them.
 */
export function barChartHeight(result: Pick<GraphResult, 'companies' | 'series'>): number {
  const group = Math.max(1, result.series.length) * BAR_PX + GROUP_GAP_PX;
  return Math.max(240, result.companies.length * group + BAR_CHART_CHROME_PX);
}

/** The bar of one parameter at one company: the answers it counts. */
export interface BarRef {
  seriesIndex: number;
  companyIndex: number;
}

/** What a bar's answers dialog shows: the answers it counts, with their matched sentence. */
export function barAnswers(result: Pick<AnalysisResult, 'series'>, bar: BarRef) {
  return result.series[bar.seriesIndex]?.answers?.[bar.companyIndex] ?? [];
}
