import type { Knex } from 'knex';
import type { z } from 'zod';
import type { ProjectInquiryRequestSchema } from '../../sync/contract';
import { ProjectInquiry, type User } from '../models';
import { isExistingClient } from './accountCreator';
import { createPendingAccount, lockClientName } from './pendingAccountCreator';

export type ProjectInquiryInput = z.output<typeof ProjectInquiryRequestSchema>;

/** The demo form names a person; "Start Your Project" only names a company. */
export function isDemoRequest(input: Pick<ProjectInquiryInput, 'firstName' | 'lastName'>) {
  return Boolean(input.firstName || input.lastName);
}

/**
 * Stores an inquiry with every field the form sent. A "Start Your Project" inquiry
 * from a new e-mail for a company Parley has no data for also opens that company's
 * customer account (no password yet). A demo request never opens an account, and
 * nor does an inquiry naming an existing client: a stranger must not be able to
 * claim that client's interviews by typing its name.
 */
export async function createProjectInquiry(
  trx: Knex.Transaction,
  input: ProjectInquiryInput,
): Promise<{ inquiry: ProjectInquiry; user: User | null }> {
  const user = isDemoRequest(input) ? null : await openClientAccount(trx, input);
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
): Promise<User | null> {
  await lockClientName(trx, input.companyName);
  if (await isExistingClient(trx, input.companyName)) return null;
  return createPendingAccount(trx, {
    role: 'customer',
    email: input.contactEmail,
    company: input.companyName,
    clientAccess: input.companyName,
  });
}
