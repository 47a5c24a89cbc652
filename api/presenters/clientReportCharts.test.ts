import { describe, expect, it } from 'vitest';
import { renderBarChart, wrapPieces, wrapWords } from './clientReportCharts';

describe('wrapPieces', () => {
  it('breaks only between names, keeping each whole on one line', () => {
    const companies = ['Crestline Advisory Partners', 'Granite Peak Asset Management', 'Lattice'];
    expect(wrapPieces(companies, ', ', 40)).toEqual([
      'Crestline Advisory Partners,',
      'Granite Peak Asset Management, Lattice',
    ]);
  });

  it('wraps a name longer than a line at its spaces, and never cuts a word', () => {
    expect(wrapPieces(['A very long company name indeed', 'B'], ', ', 12)).toEqual([
      'A very long',
      'company name',
      'indeed, B',
    ]);
    expect(wrapWords('Supercalifragilistic bank', 5)).toEqual(['Supercalifragilistic', 'bank']);
  });
});

describe('renderBarChart', () => {
  const chart = renderBarChart({
    key: 'topics-chart',
    title: 'Top <topics>',
    description: 'A & B',
    rows: [
      { label: 'ESG <b>', detail: ['Alder "Bank"'], value: 5, max: 10, valueText: '5 answers' },
      { label: 'Unmeasured', value: null, max: 100, valueText: 'n/a' },
    ],
  });

  it('is one labelled image whose title and description name what it shows', () => {
    expect(chart).toMatch(
      /^<svg class="chart" role="img" aria-labelledby="topics-chart-title" aria-describedby="topics-chart-desc"/,
    );
    expect(chart).toContain('<title id="topics-chart-title">Top &lt;topics&gt;</title>');
    expect(chart).toContain('<desc id="topics-chart-desc">A &amp; B</desc>');
  });

  it('draws a bar to scale, none for an unmeasured figure, and writes every value', () => {
    expect(chart.match(/<rect class="bar" [^>]*width="([\d.]+)"/)?.[1]).toBe(
      String((420 - 136) / 2),
    );
    expect(chart.match(/class="bar"/g)).toHaveLength(1);
    expect(chart).toContain('<rect class="track unmeasured"');
    expect(chart).toContain('>5 answers</text>');
    expect(chart).toContain('>n/a</text>');
  });

  it('escapes labels and details', () => {
    expect(chart).toContain('>ESG &lt;b&gt;</text>');
    expect(chart).toContain('>Alder &quot;Bank&quot;</text>');
    expect(chart).not.toContain('<b>');
  });
});
