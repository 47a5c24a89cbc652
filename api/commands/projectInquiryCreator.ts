import type { Knex } from 'knex';
import type { z } from 'zod';
import type { ProjectInquiryRequestSchema } from '../../sync/contract';
import { ProjectInquiry, type User } from '../models';
import { type AuditSource, claimOrRequestClient } from './clientAccessClaimer';
import { knownClientSpelling } from './clientNames';
import { createPendingAccount, lockClientName } from './pendingAccountCreator';

export type ProjectInquiryInput = z.output<typeof ProjectInquiryRequestSchema>;

/** The demo form names a person; "Start Your Project" only names a company. */
export function isDemoRequest(input: Pick<ProjectInquiryInput, 'firstName' | 'lastName'>) {
  return Boolean(input.firstName || input.lastName);
}

/**
 * Stores an inquiry with every field the form sent. A "Start Your Project" inquiry
 * from a new e-mail for a company name nobody uses yet also opens that company's
 * customer account (no password yet), which holds the new client as its first member.
 * An inquiry naming a client Parley already knows opens no account at all: it is a
 * sales lead for Parley's staff, and a stranger typing a client's name must not get
 * in. A demo request never opens an account.
 */
export async function createProjectInquiry(
  trx: Knex.Transaction,
  input: ProjectInquiryInput,
  source: AuditSource,
): Promise<{ inquiry: ProjectInquiry; user: User | null }> {
  const user = isDemoRequest(input) ? null : await openClientAccount(trx, input, source);
  const inquiry = await ProjectInquiry.query(trx).insertAndFetch({
    companyName: input.companyName,
    companySize: input.companySize,
    contactEmail: input.contactEmail,
    status: 'new',
    projectGoal: input.projectGoal,
    expertProfile: input.expertProfile,
    numberOfExperts: input.numberOfExperts,
    timeline: input.timeline,
    firstName: input.firstName,
    lastName: input.lastName,
    jobTitle: input.jobTitle,
    country: input.country ?? null,
    howDidYouHear: input.howDidYouHear,
    userId: user?.id ?? null,
  });
  return { inquiry, user };
}

async function openClientAccount(
  trx: Knex.Transaction,
  input: ProjectInquiryInput,
  source: AuditSource,
): Promise<User | null> {
  await lockClientName(trx, input.companyName);
  if ((await knownClientSpelling(trx, input.companyName)) !== null) return null;
  const account = await createPendingAccount(trx, {
    role: 'customer',
    email: input.contactEmail,
    company: input.companyName,
  });
  return account && claimOrRequestClient(trx, account, input.companyName, source);
}
