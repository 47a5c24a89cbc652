import { describe, expect, it } from 'vitest';
import { account, projectOf } from './policyTestAccounts';
import { canCreateProject, canReadProject, canUpdateProject } from './project';

const admin = account('admin');
const member = account('customer', { clientAccess: 'Acme Capital' });
const claimant = account('customer', { company: 'Acme Capital' });
const expert = account('expert', { email: 'e@x.test', emailVerifiedAt: new Date() });

describe('canCreateProject', () => {
  it('lets admins and customers with a granted client create projects', () => {
    expect(canCreateProject(admin)).toBe(true);
    expect(canCreateProject(member)).toBe(true);
  });

  it('refuses a customer whose client is only the company they typed, or blank', () => {
    expect(canCreateProject(claimant)).toBe(false);
    expect(canCreateProject(account('customer', { clientAccess: '  ' }))).toBe(false);
  });

  it('refuses experts', () => {
    expect(canCreateProject(expert)).toBe(false);
  });
});

describe.each([
  ['canReadProject', canReadProject],
  ['canUpdateProject', canUpdateProject],
])('%s', (_name, allowed) => {
  it("allows admins on any project and a customer on their client's projects", () => {
    expect(allowed(admin, projectOf('Beta Bank'))).toBe(true);
    expect(allowed(member, projectOf('Acme Capital'))).toBe(true);
  });

  it("refuses another client's project, a differently cased client, and a claimant", () => {
    expect(allowed(member, projectOf('Beta Bank'))).toBe(false);
    expect(allowed(member, projectOf('ACME CAPITAL'))).toBe(false);
    expect(allowed(claimant, projectOf('Acme Capital'))).toBe(false);
  });

  it('refuses experts, whatever client the project has', () => {
    expect(allowed(expert, projectOf('Acme Capital'))).toBe(false);
    expect(
      allowed(account('expert', { clientAccess: 'Acme Capital' }), projectOf('Acme Capital')),
    ).toBe(false);
  });
});
