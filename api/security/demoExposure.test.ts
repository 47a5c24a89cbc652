import { describe, expect, it } from 'vitest';
import { demoExposureWarning, isLoopbackHost } from './demoExposure';
import { DEMO_PASSWORD } from './demoPasswords';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])(
    '%s is this machine only',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'parley.example.com', '::ffff:10.0.0.1'])(
    '%s reaches beyond it',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('demoExposureWarning', () => {
  const demoAccounts = ['admin', 'expert'];

  it('says nothing without demo accounts', () => {
    expect(
      demoExposureWarning({ host: '0.0.0.0', production: false, demoAccounts: [] }),
    ).toBeNull();
    expect(demoExposureWarning({ host: '0.0.0.0', production: true, demoAccounts: [] })).toBeNull();
  });

  it('says nothing for the local demo', () => {
    expect(demoExposureWarning({ host: '127.0.0.1', production: false, demoAccounts })).toBeNull();
  });

  it('names the accounts and the password when a demo listens on the network', () => {
    const warning = demoExposureWarning({ host: '0.0.0.0', production: false, demoAccounts });
    expect(warning).toContain('listening on 0.0.0.0');
    expect(warning).toContain(`"${DEMO_PASSWORD}" (admin, expert)`);
  });

  it('tells production that the accounts should not be there, wherever it listens', () => {
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const warning = demoExposureWarning({ host, production: true, demoAccounts });
      expect(warning).toContain('demo accounts are present (admin, expert)');
      expect(warning).toContain('Production refuses their published password');
    }
  });
});
