import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAnswerRecords } from '../commands/answerRecordLoader';
import type { Interview, Project } from '../models';
import { createAnswer, createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { clientAnswerScope } from './clientScope';

/**
 * The scope every client-facing read goes through: which answers a client's question,
 * analysis or transcript list may touch. Proven on the loaders themselves.
 */
let t: TestApp;
let acmeProject: Project;
let acmeOther: Project;
let betaProject: Project;
let acmeInterview: Interview;
let acmeOtherInterview: Interview;
let betaInterview: Interview;
beforeAll(async () => {
  t = await createTestApp();
  const knex = t.db.knex;
  acmeProject = await createProject(knex, { client: 'Acme Capital' });
  acmeOther = await createProject(knex, { client: 'Acme Capital' });
  betaProject = await createProject(knex, { client: 'Beta Bank' });
  for (const [project, company] of [
    [acmeProject, 'Northbridge Bank'],
    [acmeOther, 'Summit National'],
    [betaProject, 'Northbridge Bank'],
  ] as const) {
    const { interview, questions } = await createInterview(knex, project, { company });
    await createAnswer(knex, questions[0]!, `An answer for ${project.client} from ${company}.`);
    if (project === acmeProject) acmeInterview = interview;
    else if (project === acmeOther) acmeOtherInterview = interview;
    else betaInterview = interview;
  }
});
afterAll(() => t.close());

const interviewsOf = async (filter: Parameters<typeof loadAnswerRecords>[1]) =>
  [...new Set((await loadAnswerRecords(t.db.knex, filter)).map((r) => r.interviewId))].sort();

describe('loadAnswerRecords filters', () => {
  it('reads every client only when no client filter is given (admins)', async () => {
    expect(await interviewsOf({ clients: null })).toEqual(
      [acmeInterview.id, acmeOtherInterview.id, betaInterview.id].sort(),
    );
  });

  it('reads nothing for an empty client list or an empty client name, never everything', async () => {
    expect(await interviewsOf({ clients: [] })).toEqual([]);
    expect(await interviewsOf({ client: '' })).toEqual([]);
  });

  it("reads only the named client's answers, exactly as spelled", async () => {
    expect(await interviewsOf({ clients: ['Acme Capital'] })).toEqual(
      [acmeInterview.id, acmeOtherInterview.id].sort(),
    );
    expect(await interviewsOf({ client: 'acme capital' })).toEqual([]);
  });

  it('applies every condition given: client and company, client and project', async () => {
    expect(await interviewsOf({ client: 'Acme Capital', company: 'Northbridge Bank' })).toEqual([
      acmeInterview.id,
    ]);
    expect(await interviewsOf({ clients: ['Beta Bank'], projectId: acmeProject.id })).toEqual([]);
  });
});

describe('clientAnswerScope', () => {
  it('is the whole client when nothing narrows it', async () => {
    expect(await clientAnswerScope(t.db.knex, 'Acme Capital')).toEqual({
      clients: ['Acme Capital'],
    });
    expect(await clientAnswerScope(t.db.knex, 'Acme Capital', { transcriptIds: [] })).toEqual({
      clients: ['Acme Capital'],
    });
  });

  it("narrows to the client's own transcripts and project, duplicates ignored", async () => {
    expect(
      await clientAnswerScope(t.db.knex, 'Acme Capital', {
        transcriptIds: [acmeInterview.id, acmeInterview.id],
      }),
    ).toEqual({ clients: ['Acme Capital'], interviewIds: [acmeInterview.id] });
    expect(await clientAnswerScope(t.db.knex, 'Acme Capital', { projectId: acmeOther.id })).toEqual(
      { clients: ['Acme Capital'], interviewIds: [acmeOtherInterview.id] },
    );
    expect(
      await clientAnswerScope(t.db.knex, 'Acme Capital', {
        projectId: acmeProject.id,
        transcriptIds: [acmeOtherInterview.id],
      }),
    ).toEqual({ clients: ['Acme Capital'], interviewIds: [] });
  });

  it("refuses (403) another client's transcript or project, and ids that do not exist", async () => {
    for (const request of [
      { transcriptIds: [betaInterview.id] },
      { transcriptIds: [acmeInterview.id, betaInterview.id] },
      { transcriptIds: ['int_does_not_exist'] },
      { projectId: betaProject.id },
      { projectId: 'prj_does_not_exist' },
    ]) {
      await expect(clientAnswerScope(t.db.knex, 'Acme Capital', request)).rejects.toMatchObject({
        status: 403,
      });
    }
  });

  it('does not match a client spelled in another letter case', async () => {
    await expect(
      clientAnswerScope(t.db.knex, 'acme capital', { transcriptIds: [acmeInterview.id] }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
