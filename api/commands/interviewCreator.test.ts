import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateInterviewRequestSchema } from '../../sync/contract';
import { createProject, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { interviewCreator } from './interviewCreator';
import { findSessionInterview, INTERVIEW_NOT_FOUND } from './sessionInterviewFinder';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const input = (projectId: string, client: string, expertEmail = `e${++counter}@bank.test`) =>
  CreateInterviewRequestSchema.parse({
    projectId,
    expertName: 'Dana Whitfield',
    expertEmail,
    company: 'Northbridge Bank',
    client,
  });
const create = (payload: ReturnType<typeof input>) =>
  t.db.knex.transaction((trx) => interviewCreator(trx, payload));
const interviewCount = async () =>
  Number((await t.db.knex('interviews').count<{ count: number }[]>('* as count'))[0]!.count);

describe('interviewCreator', () => {
  it("stores the interview under its project's client", async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    const interview = await create(input(project.id, 'Acme Capital'));
    expect(interview).toMatchObject({ client: 'Acme Capital', projectId: project.id });
  });

  it("refuses a client other than the project's, letter case included, and stores nothing", async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    const before = await interviewCount();
    for (const client of ['Beta Bank', 'acme capital']) {
      await expect(create(input(project.id, client))).rejects.toMatchObject({
        status: 400,
        code: 'client_mismatch',
        message: `Client must be Acme Capital, the client of project "${project.name}"`,
      });
    }
    await expect(create(input('prj_missing', 'Acme Capital'))).rejects.toMatchObject({
      status: 400,
      code: 'project_not_found',
    });
    expect(await interviewCount()).toBe(before);
  });

  it('binds the interview to the expert account whose verified address it was sent to', async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    const expert = await createUser(t.db.knex, { role: 'expert', email: 'verified@bank.test' });
    const interview = await create(input(project.id, 'Acme Capital', 'VERIFIED@Bank.test'));
    expect(interview.expertUserId).toBe(expert.id);
  });

  it('binds no account through an unverified address, nor a customer with that address', async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    await createUser(t.db.knex, {
      role: 'expert',
      email: 'unverified@bank.test',
      emailVerifiedAt: null,
    });
    await createUser(t.db.knex, { role: 'customer', email: 'customer@bank.test' });
    for (const address of ['unverified@bank.test', 'customer@bank.test']) {
      const interview = await create(input(project.id, 'Acme Capital', address));
      expect(interview.expertUserId).toBeNull();
    }
  });
});

describe('findSessionInterview (the interview link)', () => {
  it('finds the interview behind a link, with or without the row lock', async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    const created = await create(input(project.id, 'Acme Capital'));
    const plain = await findSessionInterview(t.db.knex, created.id);
    expect(plain.id).toBe(created.id);
    const locked = await t.db.knex.transaction((trx) =>
      findSessionInterview(trx, created.id, { lock: true }),
    );
    expect(locked.id).toBe(created.id);
  });

  it('answers 404 for a link that names no interview, exactly as typed', async () => {
    const project = await createProject(t.db.knex, { client: 'Acme Capital' });
    const created = await create(input(project.id, 'Acme Capital'));
    for (const id of ['int_nothing_here', created.id.toUpperCase(), ` ${created.id}`, '']) {
      await expect(findSessionInterview(t.db.knex, id)).rejects.toMatchObject({
        status: 404,
        message: INTERVIEW_NOT_FOUND,
      });
    }
  });
});
