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

/** Room on the x axis, in characters, shared by all company labels. */
const AXIS_CHARACTERS = 40;
const MIN_LABEL_CHARACTERS = 8;

/**
 * A company name short enough for its slot on the x axis: the fewer companies, the
 * longer the label. The tooltip and the data table show names in full.
 */
export function axisLabel(name: string, companies: number): string {
  const room = Math.max(MIN_LABEL_CHARACTERS, Math.floor(AXIS_CHARACTERS / Math.max(1, companies)));
  return name.length > room ? `${name.slice(0, room - 1)}…` : name;
}
