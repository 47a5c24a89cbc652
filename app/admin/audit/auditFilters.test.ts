import { describe, expect, it } from 'vitest';
import { AuditEventCsvQuerySchema, AuditEventQuerySchema } from '../../../sync/contract/audit';
import {
  auditCsvHref,
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  NO_AUDIT_FILTERS,
  toAuditQuery,
} from './auditFilters';

describe('audit filters in the URL', () => {
  it('round-trips through the search string, dropping blanks', () => {
    const filters = {
      action: 'report.exported' as const,
      actor: 'casey',
      client: 'Meridian Capital',
      from: '2026-11-01',
      to: '',
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe(
      'action=report.exported&actor=casey&client=Meridian+Capital&from=2026-11-01',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(hasFilters(NO_AUDIT_FILTERS)).toBe(false);
  });

  it('ignores what a hand-edited URL gets wrong instead of failing the page', () => {
    const search = new URLSearchParams('action=auth.hack&from=last-week&to=2026-13');
    expect(filtersFromSearch(search)).toEqual(NO_AUDIT_FILTERS);
  });
});

describe('toAuditQuery', () => {
  it('asks for whole local days: from midnight of the first to midnight after the last', () => {
    const query = toAuditQuery({ ...NO_AUDIT_FILTERS, from: '2026-11-01', to: '2026-11-03' });
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 10, 4).getTime());
    // What the server will accept, parsed by the same contract.
    expect(AuditEventQuerySchema.safeParse(query).success).toBe(true);
  });

  it('sends only the filters that are set', () => {
    expect(toAuditQuery({ ...NO_AUDIT_FILTERS, actor: '  bob ' })).toEqual({
      action: undefined,
      actor: 'bob',
      client: undefined,
      from: undefined,
      to: undefined,
    });
  });
});

describe('auditCsvHref', () => {
  it('is the CSV path with the same filters, and parses as the CSV query', () => {
    const href = auditCsvHref({ ...NO_AUDIT_FILTERS, action: 'auth.sign_in', client: 'A&B' });
    expect(href).toBe('/api/audit-events.csv?action=auth.sign_in&client=A%26B');
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(AuditEventCsvQuerySchema.parse(query)).toMatchObject({
      action: ['auth.sign_in'],
      client: 'A&B',
    });
    expect(auditCsvHref(NO_AUDIT_FILTERS)).toBe('/api/audit-events.csv');
  });
});
