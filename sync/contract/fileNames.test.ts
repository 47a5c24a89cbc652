import { describe, expect, it } from 'vitest';
import { clientReportFileName } from './fileNames';

describe('clientReportFileName', () => {
  const day = '2026-11-25';

  it('names the client, the filters the report was made with, the day and the format', () => {
    const all = { client: 'Meridian Capital', company: null, topic: null };
    expect(clientReportFileName(all, day, 'markdown')).toBe(
      'parley-report-meridian-capital-2026-11-25.md',
    );
    expect(
      clientReportFileName(
        { ...all, company: 'Northbridge Bank', topic: 'ESG integration' },
        day,
        'html',
      ),
    ).toBe('parley-report-meridian-capital-northbridge-bank-esg-integration-2026-11-25.html');
  });

  it('keeps no path separators or quotes, and falls back when nothing is left', () => {
    const named = (client: string) =>
      clientReportFileName({ client, company: null, topic: null }, day, 'html');
    expect(named('../"A/B"')).toBe('parley-report-a-b-2026-11-25.html');
    expect(named('///')).toBe('parley-report-client-2026-11-25.html');
    expect(named('Société Générale')).toBe('parley-report-societe-generale-2026-11-25.html');
  });
});
