import { describe, expect, it } from 'vitest';
import {
  canAccessClient,
  canListClients,
  canManageClientAccess,
  canRemoveClientMember,
  clientFilter,
} from './client';
import { account } from './policyTestAccounts';

const admin = account('admin');
const member = account('customer', { clientAccess: 'Acme Capital', company: 'Acme Capital' });
const expert = account('expert', { email: 'e@x.test', company: 'Acme Capital' });

describe('User.scopedClient', () => {
  it('is the granted clientAccess, trimmed, and never the company', () => {
    expect(member.scopedClient).toBe('Acme Capital');
    expect(account('customer', { clientAccess: '  Acme Capital ' }).scopedClient).toBe(
      'Acme Capital',
    );
    expect(account('customer', { company: 'Acme Capital' }).scopedClient).toBeNull();
    expect(account('customer', { clientAccess: '   ' }).scopedClient).toBeNull();
    expect(account('customer', { clientAccess: '' }).scopedClient).toBeNull();
  });
});

describe('canAccessClient', () => {
  it('lets an admin see every client, even one nobody has named yet', () => {
    for (const client of ['Acme Capital', 'acme capital', 'Nobody Yet', 'prj_x']) {
      expect(canAccessClient(admin, client)).toBe(true);
    }
  });

  it('lets a customer see the granted client, whatever whitespace surrounds the name asked for', () => {
    expect(canAccessClient(member, 'Acme Capital')).toBe(true);
    expect(canAccessClient(member, '  Acme Capital\t')).toBe(true);
  });

  it('compares names exactly otherwise: letter case, another client, a longer name', () => {
    expect(canAccessClient(member, 'acme capital')).toBe(false);
    expect(canAccessClient(member, 'ACME CAPITAL')).toBe(false);
    expect(canAccessClient(member, 'Beta Bank')).toBe(false);
    expect(canAccessClient(member, 'Acme Capital Partners')).toBe(false);
    expect(canAccessClient(member, 'Acme')).toBe(false);
  });

  it('gives nothing to a customer whose only link is the company they typed (the reported hole)', () => {
    const claimant = account('customer', { company: 'Acme Capital' });
    expect(canAccessClient(claimant, 'Acme Capital')).toBe(false);
  });

  it('gives nothing to a customer without a client, even for an empty or blank name', () => {
    for (const clientAccess of [null, '', '  ']) {
      const customer = account('customer', { clientAccess });
      for (const client of ['', '  ', 'Acme Capital']) {
        expect(canAccessClient(customer, client)).toBe(false);
      }
    }
  });

  it('gives experts no client at all, even with a clientAccess value in their row', () => {
    expect(canAccessClient(expert, 'Acme Capital')).toBe(false);
    const odd = account('expert', { clientAccess: 'Acme Capital' });
    expect(canAccessClient(odd, 'Acme Capital')).toBe(false);
  });
});

describe('clientFilter', () => {
  it('is no restriction (null) for an admin', () => {
    expect(clientFilter(admin)).toBeNull();
  });

  it("is the customer's one granted client", () => {
    expect(clientFilter(member)).toEqual(['Acme Capital']);
    expect(clientFilter(account('customer', { clientAccess: ' Acme Capital ' }))).toEqual([
      'Acme Capital',
    ]);
  });

  it('is an empty list (nothing at all) for a customer without access and for experts', () => {
    expect(clientFilter(account('customer', { company: 'Acme Capital' }))).toEqual([]);
    expect(clientFilter(account('customer', { clientAccess: ' ' }))).toEqual([]);
    expect(clientFilter(expert)).toEqual([]);
    expect(clientFilter(account('expert', { clientAccess: 'Acme Capital' }))).toEqual([]);
  });
});

describe('canListClients', () => {
  it('is for admins only', () => {
    expect(canListClients(admin)).toBe(true);
    expect(canListClients(member)).toBe(false);
    expect(canListClients(expert)).toBe(false);
  });
});

describe('canManageClientAccess', () => {
  it('lets an admin manage any client', () => {
    expect(canManageClientAccess(admin, 'Acme Capital')).toBe(true);
    expect(canManageClientAccess(admin, 'Beta Bank')).toBe(true);
  });

  it('lets a member manage their own client only, spelled as granted', () => {
    expect(canManageClientAccess(member, 'Acme Capital')).toBe(true);
    expect(canManageClientAccess(member, ' Acme Capital ')).toBe(true);
    expect(canManageClientAccess(member, 'Beta Bank')).toBe(false);
    expect(canManageClientAccess(member, 'acme capital')).toBe(false);
  });

  it('refuses customers without access (a pending claimant) and experts', () => {
    expect(
      canManageClientAccess(account('customer', { company: 'Acme Capital' }), 'Acme Capital'),
    ).toBe(false);
    expect(canManageClientAccess(expert, 'Acme Capital')).toBe(false);
  });
});

describe('canRemoveClientMember', () => {
  it('is for admins only: not even a member of the client may remove colleagues', () => {
    expect(canRemoveClientMember(admin)).toBe(true);
    expect(canRemoveClientMember(member)).toBe(false);
    expect(canRemoveClientMember(expert)).toBe(false);
  });
});
