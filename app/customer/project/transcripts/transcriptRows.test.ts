import { describe, expect, it } from 'vitest';
import {
  ALL_COMPANIES,
  companiesOf,
  filterInterviews,
  isFiltered,
  NO_FILTER,
} from './transcriptRows';

const rows = [
  { id: 'a', expertName: 'Marcus Chen', company: 'Northbridge Bank' },
  { id: 'b', expertName: 'Priya Natarajan', company: 'Summit Trust' },
  { id: 'c', expertName: 'James Whitaker', company: 'Northbridge Bank' },
  { id: 'd', expertName: 'Nora Summers', company: 'Crescent Capital' },
];
const ids = (list: { id: string }[]) => list.map((row) => row.id);

describe('companiesOf', () => {
  it('lists each company once, sorted', () => {
    expect(companiesOf(rows)).toEqual(['Crescent Capital', 'Northbridge Bank', 'Summit Trust']);
    expect(companiesOf([])).toEqual([]);
  });
});

describe('filterInterviews', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterInterviews(rows, NO_FILTER))).toEqual(['a', 'b', 'c', 'd']);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('searches expert names and companies, ignoring case and outer spaces', () => {
    expect(ids(filterInterviews(rows, { search: '  marcus ', company: ALL_COMPANIES }))).toEqual([
      'a',
    ]);
    expect(ids(filterInterviews(rows, { search: 'NORTHBRIDGE', company: ALL_COMPANIES }))).toEqual([
      'a',
      'c',
    ]);
    // "summ" is in one company and in another row's expert name.
    expect(ids(filterInterviews(rows, { search: 'summ', company: ALL_COMPANIES }))).toEqual([
      'b',
      'd',
    ]);
  });

  it('narrows to the chosen company, combined with the search', () => {
    const northbridge = { search: '', company: 'Northbridge Bank' };
    expect(ids(filterInterviews(rows, northbridge))).toEqual(['a', 'c']);
    expect(ids(filterInterviews(rows, { ...northbridge, search: 'james' }))).toEqual(['c']);
    expect(ids(filterInterviews(rows, { ...northbridge, search: 'priya' }))).toEqual([]);
    expect(isFiltered(northbridge)).toBe(true);
    expect(isFiltered({ search: ' ', company: ALL_COMPANIES })).toBe(false);
  });
});
