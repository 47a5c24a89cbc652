import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Interview, type Project, type User } from '../models';
import { createExpert, createInterview, createProject, signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { expertFigures } from './expertFigures';
import { projectFigures } from './projectFigures';
import { researchFigures } from './researchFigures';

/**
 * Every dashboard figure, one test each, on a real database (issue 16: figures computed
 * once, on the server, in SQL). The data is made here, so each expected number is
 * counted by hand from what the test stored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Status = 'pending' | 'in_progress' | 'completed' | 'declined';

async function interviewIn(project: Project, status: Status, patch: Partial<Interview> = {}) {
  const { interview } = await createInterview(t.db.knex, project, { status });
  if (Object.keys(patch).length)
    await Interview.query(t.db.knex).findById(interview.id).patch(patch);
  return interview;
}

describe('research figures (employee and customer dashboards)', () => {
  const ALPHA = 'Alpha Figures Capital';
  const BETA = 'Beta Figures Bank';

  beforeAll(async () => {
    // Alpha: a project with every interview completed (finished collecting), one with
    // a mix, one with none yet. Beta: one project, one pending interview.
    const done = await createProject(t.db.knex, { client: ALPHA });
    const mixed = await createProject(t.db.knex, { client: ALPHA });
    await createProject(t.db.knex, { client: ALPHA });
    await interviewIn(done, 'completed');
    await interviewIn(done, 'completed');
    await interviewIn(mixed, 'completed');
    await interviewIn(mixed, 'pending');
    await interviewIn(mixed, 'in_progress');
    await interviewIn(mixed, 'declined');
    const beta = await createProject(t.db.knex, { client: BETA });
    await interviewIn(beta, 'pending');
  });

  const alpha = () => researchFigures(t.db.knex, [ALPHA]);

  it('counts projects', async () => {
    expect((await alpha()).projects).toBe(3);
  });

  it('counts distinct clients', async () => {
    expect((await alpha()).clients).toBe(1);
    expect((await researchFigures(t.db.knex, [ALPHA, BETA])).clients).toBe(2);
  });

  it('counts active projects: none yet, or some interview not completed', async () => {
    expect((await alpha()).activeProjects).toBe(2);
  });

  it('counts interviews in all', async () => {
    expect((await alpha()).interviews.total).toBe(6);
  });

  it('counts pending interviews', async () => {
    expect((await alpha()).interviews.pending).toBe(1);
  });

  it('counts interviews in progress', async () => {
    expect((await alpha()).interviews.inProgress).toBe(1);
  });

  it('counts active interviews: every one not completed', async () => {
    expect((await alpha()).interviews.active).toBe(3);
  });

  it('counts completed interviews', async () => {
    expect((await alpha()).interviews.completed).toBe(3);
  });

  it('gives the completion rate in whole percent, 0 without interviews', async () => {
    expect((await alpha()).interviews.completionRate).toBe(50);
    expect((await researchFigures(t.db.knex, ['Nobody Yet'])).interviews.completionRate).toBe(0);
    // Rounded to the nearest whole percent: 1 of 3 is 33%, 4 of 7 is 57%.
    const thirds = await createProject(t.db.knex, { client: 'Thirds Capital' });
    await interviewIn(thirds, 'completed');
    await interviewIn(thirds, 'pending');
    await interviewIn(thirds, 'pending');
    const rate = async () =>
      (await researchFigures(t.db.knex, ['Thirds Capital'])).interviews.completionRate;
    expect(await rate()).toBe(33);
    await interviewIn(thirds, 'completed');
    await interviewIn(thirds, 'completed');
    await interviewIn(thirds, 'pending');
    expect(await rate()).toBe(50);
    await interviewIn(thirds, 'completed');
    expect(await rate()).toBe(57);
  });

  it('counts nothing for an empty list of clients (a customer granted none yet)', async () => {
    const none = await researchFigures(t.db.knex, []);
    expect([none.projects, none.clients, none.interviews.total]).toEqual([0, 0, 0]);
  });

  it('counts insights as 60% of completed interviews, rounded down', async () => {
    expect((await alpha()).insightsGenerated).toBe(1);
  });

  it("gives an admin every client's figures and a customer only their own, over HTTP", async () => {
    const admin = await (await t.asAdmin()).get('/api/figures');
    expect(admin.status).toBe(200);
    expect(admin.body.projects).toBeGreaterThanOrEqual(4);
    expect(admin.body).toEqual(await researchFigures(t.db.knex, null));
    const customer = await (await t.asCustomerOf(BETA)).get('/api/figures');
    expect(customer.status).toBe(200);
    expect(customer.body).toEqual(await researchFigures(t.db.knex, [BETA]));
    expect(customer.body.interviews.total).toBe(1);
  });
});

describe('expert figures (expert dashboard)', () => {
  const NOW = new Date('2026-03-15T12:00:00Z');
  const DAY = 24 * 60 * 60 * 1000;
  let expert: User;

  beforeAll(async () => {
    expert = await createExpert(t.db.knex, 'figures.expert@example.test');
    const project = await createProject(t.db.knex, { client: 'Expert Figures Capital' });
    const mine = { expertUserId: expert.id };
    const at = (iso: string) => new Date(iso);
    // Upcoming: two open ones (30 and 45 min planned); a closed and a past-deadline one are not.
    await interviewIn(project, 'pending', { ...mine, interviewDurationMinutes: 30 });
    await interviewIn(project, 'in_progress', { ...mine, interviewDurationMinutes: 45 });
    await interviewIn(project, 'pending', { ...mine, closedAt: at('2026-03-01T00:00:00Z') });
    await interviewIn(project, 'pending', { ...mine, deadlineAt: new Date(NOW.getTime() - DAY) });
    // Completed: 20 min and 41 min this month (UTC), 9 min in February.
    await interviewIn(project, 'completed', {
      ...mine,
      compensation: 150,
      startedAt: at('2026-03-02T10:00:00Z'),
      completedAt: at('2026-03-02T10:20:00Z'),
    });
    await interviewIn(project, 'completed', {
      ...mine,
      compensation: 200,
      startedAt: at('2026-03-10T09:00:00Z'),
      completedAt: at('2026-03-10T09:41:00Z'),
    });
    await interviewIn(project, 'completed', {
      ...mine,
      compensation: 175,
      startedAt: at('2026-02-28T23:30:00Z'),
      completedAt: at('2026-02-28T23:39:00Z'),
    });
    // Someone else's completed interview counts for nobody here.
    const other = await createExpert(t.db.knex, 'someone.else@example.test');
    await interviewIn(project, 'completed', { expertUserId: other.id, compensation: 999 });
  });

  const figures = (timeZone?: string) =>
    expertFigures(t.db.knex, expert, { now: NOW, ...(timeZone ? { timeZone } : {}) });

  it('counts upcoming interviews: open, not closed, before their deadline', async () => {
    expect((await figures()).upcoming).toBe(2);
  });

  it("counts this month's completed interviews where the expert is", async () => {
    expect((await figures()).completedThisMonth).toBe(2);
    // In Tokyo the February one finished at 08:39 on 1 March.
    expect((await figures('Asia/Tokyo')).completedThisMonth).toBe(3);
  });

  it('counts every completed interview', async () => {
    expect((await figures()).completedInAll).toBe(3);
  });

  it('sums the earnings of completed interviews', async () => {
    expect((await figures()).totalEarnings).toBe(525);
  });

  it('averages the minutes the completed interviews ran, start to finish', async () => {
    expect((await figures()).averageMinutes).toBe(23);
  });

  it('averages the planned minutes of the upcoming ones', async () => {
    expect((await figures()).plannedMinutes).toBe(38);
  });

  it('gives nulls, not zeros, for an expert with no interviews', async () => {
    const newcomer = await createExpert(t.db.knex, 'newcomer@example.test');
    expect(await expertFigures(t.db.knex, newcomer, { now: NOW })).toEqual({
      upcoming: 0,
      completedThisMonth: 0,
      completedInAll: 0,
      totalEarnings: 0,
      averageMinutes: null,
      plannedMinutes: null,
    });
  });

  it('answers over HTTP, and 400 to a time zone that does not exist', async () => {
    const agent = await signIn(t.agent(), expert);
    const ok = await agent.get('/api/expert-interviews/figures?timeZone=Europe/Paris');
    expect(ok.status).toBe(200);
    expect(ok.body.completedInAll).toBe(3);
    const bad = await agent.get('/api/expert-interviews/figures?timeZone=Mars/Olympus');
    expect(bad.status).toBe(400);
    expect(bad.text).toBe('timeZone must be an IANA time zone, e.g. Europe/Paris');
  });
});

describe('project figures (project dashboard header)', () => {
  const CLIENT = 'Project Figures Partners';
  let project: Project;

  beforeAll(async () => {
    project = await createProject(t.db.knex, { client: CLIENT });
    // Companies: "Acme Bank" twice (once with blanks around it), "Zeta Trust", and a blank.
    // Answers so far: both completed ones, and the one in progress.
    await interviewIn(project, 'completed', { company: 'Acme Bank', answeredQuestions: 3 });
    await interviewIn(project, 'completed', { company: '  Acme Bank ', answeredQuestions: 2 });
    await interviewIn(project, 'pending', { company: 'Zeta Trust' });
    await interviewIn(project, 'in_progress', { company: '   ', answeredQuestions: 1 });
    await interviewIn(project, 'declined', { company: 'Zeta Trust' });
    // Another project of the same client counts for neither.
    await interviewIn(await createProject(t.db.knex, { client: CLIENT }), 'completed');
  });

  it("counts the project's interviews", async () => {
    expect((await projectFigures(t.db.knex, project.id)).interviews).toBe(5);
  });

  it('counts completed interviews', async () => {
    expect((await projectFigures(t.db.knex, project.id)).completed).toBe(2);
  });

  it('counts the interviews with at least one answer', async () => {
    expect((await projectFigures(t.db.knex, project.id)).withAnswers).toBe(3);
  });

  it('counts distinct companies, blanks around a name ignored and a blank name not counted', async () => {
    expect((await projectFigures(t.db.knex, project.id)).companies).toBe(2);
  });

  it('counts zero for a project without interviews', async () => {
    const empty = await createProject(t.db.knex, { client: CLIENT });
    expect(await projectFigures(t.db.knex, empty.id)).toEqual({
      interviews: 0,
      completed: 0,
      withAnswers: 0,
      companies: 0,
    });
  });

  it("answers its client's customer and admins over HTTP, and refuses anyone else", async () => {
    const path = `/api/projects/${project.id}/figures`;
    const expected = { interviews: 5, completed: 2, withAnswers: 3, companies: 2 };
    const admin = await (await t.asAdmin()).get(path);
    expect([admin.status, admin.body]).toEqual([200, expected]);
    const customer = await (await t.asCustomerOf(CLIENT)).get(path);
    expect([customer.status, customer.body]).toEqual([200, expected]);
    const otherCustomer = await (await t.asCustomerOf('Someone Else Capital')).get(path);
    expect(otherCustomer.status).toBe(403);
    expect((await (await t.asExpert()).get(path)).status).toBe(403);
    expect((await t.request().get(path)).status).toBe(401);
    const unknown = await (await t.asAdmin()).get('/api/projects/prj_nobody/figures');
    expect([unknown.status, unknown.text]).toEqual([404, 'Project not found']);
  });
});
