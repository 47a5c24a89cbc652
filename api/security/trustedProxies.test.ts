import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseTrustedProxies, TRUST_PROXY_TRUE_REFUSED } from './trustedProxies';

describe('TRUST_PROXY', () => {
  it('trusts nobody when empty or false', () => {
    expect(parseTrustedProxies('')).toEqual([]);
    expect(parseTrustedProxies(' false ')).toEqual([]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
  });

  it('reads a list of addresses, ranges and named ranges', () => {
    expect(parseTrustedProxies('127.0.0.1, 10.0.0.0/8,loopback,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses the old "true" at start and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE_REFUSED);
    expect(TRUST_PROXY_TRUE_REFUSED).toContain('TRUST_PROXY=loopback');
  });

  it('names an entry it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,my-proxy' })).toThrow(
      /TRUST_PROXY: "my-proxy" is not an IP address, a CIDR range/,
    );
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
  });
});

describe('the retired sign-in settings', () => {
  it('are refused with their replacement, so an old .env does not silently change meaning', () => {
    expect(() => loadConfig({ LOGIN_MAX_ATTEMPTS: '5' })).toThrow(
      'LOGIN_MAX_ATTEMPTS is replaced by LOGIN_FREE_FAILURES',
    );
    expect(() => loadConfig({ LOGIN_WINDOW_MINUTES: '15' })).toThrow(/LOGIN_MAX_DELAY_MINUTES/);
  });

  it('give way to the throttle policy', () => {
    expect(
      loadConfig({ LOGIN_FREE_FAILURES: '4', LOGIN_MAX_DELAY_MINUTES: '10' }).loginThrottle,
    ).toMatchObject({ accountAddressFreeFailures: 4, maxDelayMs: 600_000 });
  });
});
