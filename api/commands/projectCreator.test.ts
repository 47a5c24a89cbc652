import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateProjectRequestSchema, type UpdateProjectRequest } from '../../sync/contract';
import { Project } from '../models';
import { account } from '../policies/policyTestAccounts';
import { createCustomer, createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { clientForProject, NO_CLIENT_MESSAGE, projectCreator } from './projectCreator';
import { projectUpdater } from './projectUpdater';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = account('admin');
const member = account('customer', { id: 'usr_member', clientAccess: 'Acme Capital' });
const claimant = account('customer', { id: 'usr_claimant', company: 'Acme Capital' });
const refusal = (own: string) => `Only ${own}`;

describe('clientForProject (the rule)', () => {
  it('takes the client an admin names, and requires one', () => {
    expect(clientForProject(admin, 'Beta Bank', refusal)).toBe('Beta Bank');
    expect(() => clientForProject(admin, undefined, refusal)).toThrow('Client is required');
  });

  it("fills in a customer's own client, and accepts it named, with spaces around", () => {
    expect(clientForProject(member, undefined, refusal)).toBe('Acme Capital');
    expect(clientForProject(member, ' Acme Capital ', refusal)).toBe('Acme Capital');
  });

  it('refuses a customer naming another client, or their own in another letter case', () => {
    expect(() => clientForProject(member, 'Beta Bank', refusal)).toThrow('Only Acme Capital');
    expect(() => clientForProject(member, 'acme capital', refusal)).toThrow('Only Acme Capital');
  });

  it('refuses a customer with no granted client, whatever company they typed', () => {
    for (const requested of [undefined, 'Acme Capital']) {
      expect(() => clientForProject(claimant, requested, refusal)).toThrow(NO_CLIENT_MESSAGE);
    }
  });
});

describe('projectCreator', () => {
  const input = (client?: string) =>
    CreateProjectRequestSchema.parse({
      name: 'Scope test',
      description: null,
      baseQuestions: ['Why?'],
      ...(client !== undefined && { client }),
    });

  it("saves a customer's project under their own client even when none is named", async () => {
    const stored = await createCustomer(t.db.knex, 'Acme Capital');
    const project = await t.db.knex.transaction((trx) => projectCreator(trx, stored, input()));
    expect(project).toMatchObject({ client: 'Acme Capital', createdByUserId: stored.id });
  });

  it('stores nothing when the client is refused', async () => {
    const before = await t.db.knex('projects').count<{ count: number }[]>('* as count');
    await expect(
      t.db.knex.transaction((trx) => projectCreator(trx, member, input('Beta Bank'))),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      t.db.knex.transaction((trx) => projectCreator(trx, claimant, input())),
    ).rejects.toMatchObject({ status: 403, code: 'no_client' });
    const after = await t.db.knex('projects').count<{ count: number }[]>('* as count');
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
  });
});

describe('projectUpdater', () => {
  const update = (user: typeof admin, projectId: string, patch: UpdateProjectRequest) =>
    t.db.knex.transaction(async (trx) => {
      const project = await Project.query(trx).findById(projectId).forUpdate().throwIfNotFound();
      return projectUpdater(trx, { user, project, patch });
    });

  it("refuses to move a customer's project to another client", async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    await expect(update(member, project.id, { client: 'Beta Bank' })).rejects.toMatchObject({
      status: 403,
      message: 'You can only assign projects to Acme Capital',
    });
    expect(
      await update(member, project.id, { client: 'Acme Capital', name: 'Renamed' }),
    ).toMatchObject({ client: 'Acme Capital', name: 'Renamed' });
  });

  it('refuses even an admin to move a project that has interviews (they keep their client)', async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    await createInterview(t.db.knex, project);
    await expect(update(admin, project.id, { client: 'Beta Bank' })).rejects.toMatchObject({
      status: 409,
      code: 'project_has_interviews',
    });
    const empty = await createProject(t.db.knex, { client: 'Acme Capital' });
    expect(await update(admin, empty.id, { client: 'Beta Bank' })).toMatchObject({
      client: 'Beta Bank',
    });
  });
});
