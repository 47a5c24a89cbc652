import { describe, expect, it } from 'vitest';
import { ALL_COMPANIES, countLine, isFiltered, NO_FILTER, serverFilter } from './transcriptRows';

describe('serverFilter', () => {
  it('asks for nothing without a filter, and for the company and text given', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(serverFilter(NO_FILTER)).toEqual({ q: '', company: undefined });
    const filter = { search: 'chen', company: 'Northbridge Bank' };
    expect(isFiltered(filter)).toBe(true);
    expect(serverFilter(filter)).toEqual({ q: 'chen', company: 'Northbridge Bank' });
    expect(isFiltered({ search: '   ', company: ALL_COMPANIES })).toBe(false);
  });
});

describe('countLine', () => {
  const line = (over: Partial<Parameters<typeof countLine>[0]>) =>
    countLine({ shown: 3, more: false, filtered: false, total: 3, updating: false, ...over });

  it('counts the whole list once every page is on screen', () => {
    expect(line({})).toBe('3 interviews');
    expect(line({ shown: 1, total: 1 })).toBe('1 interview');
  });

  it("says more are available, against the project's count when known", () => {
    expect(line({ shown: 50, more: true, total: 412 })).toBe('50 of 412 interviews shown');
    expect(line({ shown: 50, more: true, total: null })).toBe(
      '50 interviews shown, more available',
    );
  });

  it('says how many match a filter, never counting rows not read', () => {
    expect(line({ filtered: true, shown: 2, total: 40 })).toBe('Showing 2 of 40 interviews');
    expect(line({ filtered: true, shown: 1, total: null })).toBe('Showing 1 matching interview');
    expect(line({ filtered: true, shown: 50, more: true, total: 400 })).toBe(
      'Showing the first 50 matching interviews',
    );
    expect(line({ filtered: true, updating: true })).toBe('Searching…');
  });
});
