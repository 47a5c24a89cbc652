import type { Role } from '../../sync/contract/common';
import { Interview, Project, User } from '../models';

/**
 * In-memory records for the policy tests: policies are plain predicates over models,
 * so they are tested without a database, one rule at a time.
 */
export function account(role: Role, attributes: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id: `usr_${role}`,
    username: role,
    email: null,
    emailVerifiedAt: null,
    company: null,
    clientAccess: null,
    ...attributes,
    role,
  });
}

export function projectOf(client: string): Project {
  return Object.assign(new Project(), { id: 'prj_policy', name: 'Policy study', client });
}

export function interviewOf(client: string, attributes: Partial<Interview> = {}): Interview {
  return Object.assign(new Interview(), {
    id: 'int_policy',
    projectId: 'prj_policy',
    client,
    expertEmail: 'dana@northbridge.test',
    expertUserId: null,
    ...attributes,
  });
}
