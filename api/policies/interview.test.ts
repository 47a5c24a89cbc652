import { describe, expect, it } from 'vitest';
import { canCreateInterview, canReadInterview, isExpertOf } from './interview';
import { account, interviewOf } from './policyTestAccounts';

const admin = account('admin');
const member = account('customer', { clientAccess: 'Acme Capital' });
const verified = new Date('2026-11-01T00:00:00Z');
/** The expert the interview was sent to, with a verified address. */
const dana = account('expert', {
  id: 'usr_dana',
  email: 'dana@northbridge.test',
  emailVerifiedAt: verified,
});

describe('canCreateInterview', () => {
  it('is for admins only', () => {
    expect(canCreateInterview(admin)).toBe(true);
    expect(canCreateInterview(member)).toBe(false);
    expect(canCreateInterview(dana)).toBe(false);
  });
});

describe('isExpertOf', () => {
  it('binds an expert through the interview’s expert user id', () => {
    const bound = interviewOf('Acme Capital', {
      expertUserId: 'usr_dana',
      expertEmail: 'someone.else@x.test',
    });
    expect(isExpertOf(dana, bound)).toBe(true);
    const unverifiedButBound = account('expert', { id: 'usr_dana', email: null });
    expect(isExpertOf(unverifiedButBound, bound)).toBe(true);
  });

  it('binds an expert through a verified e-mail, in any letter case', () => {
    expect(isExpertOf(dana, interviewOf('Acme Capital'))).toBe(true);
    const shouted = interviewOf('Acme Capital', { expertEmail: 'DANA@Northbridge.TEST' });
    expect(isExpertOf(dana, shouted)).toBe(true);
  });

  it('does not bind through an address the expert never verified', () => {
    const typedSomeoneElses = account('expert', {
      id: 'usr_impostor',
      email: 'dana@northbridge.test',
      emailVerifiedAt: null,
    });
    expect(isExpertOf(typedSomeoneElses, interviewOf('Acme Capital'))).toBe(false);
  });

  it('does not bind another expert, an expert without e-mail, or another id', () => {
    const other = account('expert', {
      id: 'usr_other',
      email: 'other@bank.test',
      emailVerifiedAt: verified,
    });
    expect(isExpertOf(other, interviewOf('Acme Capital'))).toBe(false);
    expect(isExpertOf(account('expert', { email: null }), interviewOf('Acme Capital'))).toBe(false);
    const boundToOther = interviewOf('Acme Capital', {
      expertUserId: 'usr_other',
      expertEmail: 'nobody@x.test',
    });
    expect(isExpertOf(dana, boundToOther)).toBe(false);
  });

  it('never binds a non-expert, even one whose id or verified e-mail matches', () => {
    const customerWithSameAddress = account('customer', {
      id: 'usr_dana',
      email: 'dana@northbridge.test',
      emailVerifiedAt: verified,
    });
    const bound = interviewOf('Acme Capital', { expertUserId: 'usr_dana' });
    expect(isExpertOf(customerWithSameAddress, bound)).toBe(false);
    expect(isExpertOf(account('admin', { id: 'usr_dana' }), bound)).toBe(false);
  });
});

describe('canReadInterview', () => {
  it("lets admins read any interview and a customer their client's", () => {
    expect(canReadInterview(admin, interviewOf('Beta Bank'))).toBe(true);
    expect(canReadInterview(member, interviewOf('Acme Capital'))).toBe(true);
  });

  it("refuses a customer another client's interview, a case variant, and a company-only claimant", () => {
    expect(canReadInterview(member, interviewOf('Beta Bank'))).toBe(false);
    expect(canReadInterview(member, interviewOf('acme capital'))).toBe(false);
    const claimant = account('customer', { company: 'Acme Capital' });
    expect(canReadInterview(claimant, interviewOf('Acme Capital'))).toBe(false);
  });

  it('lets an expert read only interviews that are theirs, whatever the client', () => {
    expect(canReadInterview(dana, interviewOf('Acme Capital'))).toBe(true);
    expect(canReadInterview(dana, interviewOf('Acme Capital', { expertEmail: 'x@y.test' }))).toBe(
      false,
    );
    // An expert row carrying a clientAccess value still reads only its own interviews.
    const oddExpert = account('expert', { clientAccess: 'Acme Capital', email: null });
    expect(canReadInterview(oddExpert, interviewOf('Acme Capital'))).toBe(false);
  });

  it('does not let a customer read an interview because it was sent to their address', () => {
    const customer = account('customer', {
      email: 'dana@northbridge.test',
      emailVerifiedAt: verified,
    });
    expect(canReadInterview(customer, interviewOf('Acme Capital'))).toBe(false);
  });
});
