import { describe, expect, it } from 'vitest';
import {
  barAnswers,
  chartSeries,
  chartSummary,
  companyRows,
  isEmptyChart,
  pieSlices,
  wrapLabel,
} from './chartData';

const result = {
  graphType: 'bar' as const,
  companies: ['Northbridge Bank', 'Summit Trust', 'Crescent Capital'],
  series: [
    { parameter: 'ESG', values: [3, 2, 0], total: 5 },
    { parameter: 'AI', values: [1, 0, 4], total: 5 },
    { parameter: 'regulation', values: [0, 0, 0], total: 0 },
  ],
};

describe('chart data', () => {
  it('keys each parameter by position, whatever its text', () => {
    expect(chartSeries(result)).toEqual([
      { key: 's0', label: 'ESG', total: 5 },
      { key: 's1', label: 'AI', total: 5 },
      { key: 's2', label: 'regulation', total: 0 },
    ]);
  });

  it('makes one row per company with each parameter’s value (bar and line)', () => {
    expect(companyRows(result)).toEqual([
      { company: 'Northbridge Bank', s0: 3, s1: 1, s2: 0 },
      { company: 'Summit Trust', s0: 2, s1: 0, s2: 0 },
      { company: 'Crescent Capital', s0: 0, s1: 4, s2: 0 },
    ]);
  });

  it('reads a missing value as 0', () => {
    const short = { ...result, series: [{ parameter: 'ESG', values: [3], total: 3 }] };
    expect(companyRows(short).map((row) => row.s0)).toEqual([3, 0, 0]);
  });

  it('makes pie slices of the totals, without empty ones', () => {
    expect(pieSlices({ ...result, graphType: 'pie' })).toEqual([
      { key: 's0', label: 'ESG', value: 5 },
      { key: 's1', label: 'AI', value: 5 },
    ]);
  });

  it('knows when there is nothing to draw', () => {
    expect(isEmptyChart(result)).toBe(false);
    expect(isEmptyChart({ ...result, companies: [], series: [] })).toBe(true);
    expect(
      isEmptyChart({ ...result, series: [{ parameter: 'AI', values: [0, 0, 0], total: 0 }] }),
    ).toBe(true);
  });

  it('summarises the chart in words', () => {
    expect(chartSummary(result)).toBe(
      'Bar chart: mentions of each parameter at 3 companies. Answers mentioning each parameter: ESG 5, AI 5, regulation 0.',
    );
    expect(chartSummary({ ...result, graphType: 'pie', companies: ['One'] })).toBe(
      'Pie chart: share of mentions by parameter across 1 company. Answers mentioning each parameter: ESG 5, AI 5, regulation 0.',
    );
  });
});

describe('wrapLabel', () => {
  it('keeps every word of a name, wrapping at spaces', () => {
    const name = 'Crestline Advisory Partners';
    expect(wrapLabel(name, 40)).toEqual([name]);
    expect(wrapLabel(name, 18)).toEqual(['Crestline Advisory', 'Partners']);
    expect(wrapLabel('Granite Peak Asset Management', 16)).toEqual([
      'Granite Peak',
      'Asset Management',
    ]);
    expect(wrapLabel('Supercalifragilistic Bank', 8)).toEqual(['Supercalifragilistic', 'Bank']);
    expect(wrapLabel(name, 5).join(' ')).toBe(name);
  });
});

describe('barAnswers', () => {
  it('gives the answers a bar counts, and none for a graph stored without them', () => {
    const citation = {
      answerId: 'a',
      interviewId: 'i',
      expertName: 'E',
      company: 'B',
      questionText: 'Q?',
      quote: 'Q.',
    };
    const series = [{ parameter: 'p', values: [0, 1], total: 1, answers: [[], [citation]] }];
    expect(barAnswers({ series }, { seriesIndex: 0, companyIndex: 1 })).toEqual([citation]);
    expect(barAnswers({ series }, { seriesIndex: 0, companyIndex: 0 })).toEqual([]);
    expect(
      barAnswers(
        { series: [{ parameter: 'p', values: [1], total: 1 }] },
        { seriesIndex: 0, companyIndex: 0 },
      ),
    ).toEqual([]);
  });
});
