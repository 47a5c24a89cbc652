import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrentQuestionResponseSchema,
  FinishInterviewResponseSchema,
  INTERVIEW_CLOSED,
  INTERVIEW_DEADLINE_PASSED,
  INTERVIEW_DECLINED,
  InterviewSchema,
} from '../../../sync/contract';
import { Interview, Project } from '../../models';
import {
  createAdmin,
  createCustomer,
  createExpert,
  createInterview,
  createProject,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Finishing early, reopening from the link, declining, closing and the deadline. */

const CLIENT = 'Lifecycle Capital';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
});
afterAll(() => t.close());

async function openInterview() {
  const project = await createProject(t.db.knex, { client: CLIENT, name: 'Lifecycle study' });
  // No AI follow-ups: the questions asked are exactly the base questions.
  await Project.query(t.db.knex).findById(project.id).patch({ maxFollowupsPerQuestion: 0 });
  const made = await createInterview(t.db.knex, project);
  // Opening the link starts it, as the expert's first visit does.
  expect((await current(made.interview.id)).status).toBe(200);
  return made;
}

const current = (id: string) => t.request().get(`/api/expert/${id}/current-question`);
const answer = (
  id: string,
  questionId: string,
  answerText = 'Spreads widened by 40 basis points.',
) => t.request().post(`/api/expert/${id}/answer`).send({ questionId, answerText });
const linkAction = (id: string, action: 'finish' | 'reopen' | 'decline') =>
  t.request().post(`/api/expert/${id}/${action}`);
const stored = async (id: string) => (await Interview.query(t.db.knex).findById(id))!;
const asAdmin = async () => signIn(t.agent(), await createAdmin(t.db.knex));
const auditActions = async (id: string) =>
  (await t.db.knex('audit_events').where({ subject_id: id }).orderBy('occurred_at')).map(
    (row: { action: string }) => row.action,
  );

describe('finishing early and reopening from the link', () => {
  it('marks an interview with questions left as finished early, and the link reopens it at the next unanswered question', async () => {
    const { interview, questions } = await openInterview();
    expect((await answer(interview.id, questions[0]!.id)).status).toBe(201);

    const finished = await linkAction(interview.id, 'finish');
    expect(finished.status).toBe(200);
    const body = FinishInterviewResponseSchema.parse(finished.body);
    expect(body.interview.status).toBe('completed');
    expect(body.interview.finishedEarlyAt).not.toBeNull();
    expect(body.interview.reopenable).toBe(true);

    // Signed out, with just the link: the state still shows where the expert left off.
    const state = CurrentQuestionResponseSchema.parse((await current(interview.id)).body);
    expect(state.isComplete).toBe(true);
    expect(state.interview.reopenable).toBe(true);
    expect(state.question?.id).toBe(questions[1]!.id);
    expect(state.progress.answered).toBe(1);

    const reopened = await linkAction(interview.id, 'reopen');
    expect(reopened.status).toBe(200);
    expect(reopened.body.interview.status).toBe('in_progress');
    const after = CurrentQuestionResponseSchema.parse((await current(interview.id)).body);
    expect(after.isComplete).toBe(false);
    expect(after.question?.id).toBe(questions[1]!.id);
    expect(await auditActions(interview.id)).toContain('interview.reopened');
  });

  it('reopens on the next answer too, as an offline replay sends it', async () => {
    const { interview, questions } = await openInterview();
    await linkAction(interview.id, 'finish');
    expect((await answer(interview.id, questions[0]!.id)).status).toBe(201);
    const row = await stored(interview.id);
    expect(row.status).toBe('in_progress');
    expect(row.finishedEarlyAt).toBeNull();
    expect(row.completedAt).toBeNull();
  });

  it('does not mark an interview with every question answered as finished early, and refuses to reopen it', async () => {
    const { interview, questions } = await openInterview();
    for (const question of questions) {
      expect((await answer(interview.id, question.id)).status).toBe(201);
    }
    const finished = await linkAction(interview.id, 'finish');
    expect(finished.body.interview.finishedEarlyAt).toBeNull();
    expect(finished.body.interview.reopenable).toBe(false);
    const reopen = await linkAction(interview.id, 'reopen');
    expect(reopen.status).toBe(409);
    expect(reopen.headers['x-error-code']).toBe('interview_completed');
    expect(reopen.text).toMatch(/every question has been answered/);
  });

  it('keeps an open interview open when reopen is pressed twice', async () => {
    const { interview } = await openInterview();
    const response = await linkAction(interview.id, 'reopen');
    expect(response.status).toBe(200);
    expect(response.body.interview.status).toBe('in_progress');
  });
});

describe('the deadline', () => {
  it('sets a default deadline 14 days after creation, or the one the admin chose', async () => {
    const project = await createProject(t.db.knex, { client: CLIENT, name: 'Deadline study' });
    const admin = await asAdmin();
    const base = {
      projectId: project.id,
      expertName: 'Ana Ortiz',
      expertEmail: 'ana@deadline.test',
      company: 'Northwind Bank',
      expertTitle: 'Chief Risk Officer',
      client: CLIENT,
    };
    const byDefault = await admin.post('/api/interviews').send(base);
    expect(byDefault.status).toBe(201);
    const made = InterviewSchema.parse(byDefault.body);
    const days = (Date.parse(made.deadlineAt) - Date.parse(made.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);
    expect(made.expertTitle).toBe('Chief Risk Officer');

    const chosen = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const explicit = await admin.post('/api/interviews').send({ ...base, deadlineAt: chosen });
    expect(explicit.status).toBe(201);
    expect(explicit.body.deadlineAt).toBe(chosen);

    const past = await admin
      .post('/api/interviews')
      .send({ ...base, deadlineAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.text).toMatch(/Deadline must be in the future/);
    const garbled = await admin.post('/api/interviews').send({ ...base, deadlineAt: 'soon' });
    expect(garbled.status).toBe(400);
    expect(garbled.text).toMatch(/Deadline must be a date and time/);
  });

  it('answers 410 to answering, finishing and reopening once the deadline has passed', async () => {
    const { interview, questions } = await openInterview();
    await linkAction(interview.id, 'finish');
    await Interview.query(t.db.knex)
      .findById(interview.id)
      .patch({ deadlineAt: new Date(Date.now() - 1000) });

    const state = CurrentQuestionResponseSchema.parse((await current(interview.id)).body);
    expect(state.interview.reopenable).toBe(false);
    // Over for good, so the link alone shows none of the content.
    expect(state.remainingQuestions).toEqual([]);

    for (const response of [
      await answer(interview.id, questions[0]!.id),
      await linkAction(interview.id, 'reopen'),
    ]) {
      expect(response.status).toBe(410);
      expect(response.headers['x-error-code']).toBe(INTERVIEW_DEADLINE_PASSED);
      expect(response.text).toMatch(/deadline for this interview passed/);
    }
  });

  it('refuses an answer to an in-progress interview past its deadline', async () => {
    const { interview, questions } = await openInterview();
    await Interview.query(t.db.knex)
      .findById(interview.id)
      .patch({ deadlineAt: new Date(Date.now() - 1000) });
    const finished = await linkAction(interview.id, 'finish');
    expect(finished.status).toBe(410);
    expect((await answer(interview.id, questions[0]!.id)).status).toBe(410);
  });
});

describe('declining from the link', () => {
  it('records the decline, tells the admin, and lets the expert change their mind', async () => {
    const { interview, questions } = await openInterview();
    const declined = await linkAction(interview.id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.interview.status).toBe('declined');
    expect(declined.body.interview.declinedAt).not.toBeNull();
    expect(declined.body.interview.reopenable).toBe(true);
    expect((await linkAction(interview.id, 'decline')).status).toBe(200);

    const seen = await (await asAdmin()).get(`/api/interviews/${interview.id}`);
    expect(seen.body.status).toBe('declined');
    expect(seen.body.declinedAt).not.toBeNull();
    expect(await auditActions(interview.id)).toContain('interview.declined');

    const refused = await answer(interview.id, questions[0]!.id);
    expect(refused.status).toBe(409);
    expect(refused.headers['x-error-code']).toBe(INTERVIEW_DECLINED);
    const finish = await linkAction(interview.id, 'finish');
    expect(finish.status).toBe(409);

    const accepted = await linkAction(interview.id, 'reopen');
    expect(accepted.status).toBe(200);
    expect(accepted.body.interview.status).toBe('in_progress');
    expect(accepted.body.interview.declinedAt).toBeNull();
    expect((await answer(interview.id, questions[0]!.id)).status).toBe(201);
  });

  it('cannot decline a finished interview', async () => {
    const { interview } = await openInterview();
    await linkAction(interview.id, 'finish');
    const response = await linkAction(interview.id, 'decline');
    expect(response.status).toBe(409);
    expect(response.text).toMatch(/already finished/);
  });

  it('answers 404 for an unknown interview', async () => {
    const response = await linkAction('int_nope', 'decline');
    expect(response.status).toBe(404);
  });
});

describe('POST /api/interviews/:interviewId/close', () => {
  it('lets an admin close an interview: the link takes no more answers and says why', async () => {
    const { interview, questions } = await openInterview();
    expect((await answer(interview.id, questions[0]!.id)).status).toBe(201);
    const admin = await asAdmin();
    const closed = await admin.post(`/api/interviews/${interview.id}/close`);
    expect(closed.status).toBe(200);
    const dto = InterviewSchema.parse(closed.body);
    expect(dto.status).toBe('closed');
    expect(dto.closedAt).not.toBeNull();
    expect(dto.actualDurationMinutes).toBeGreaterThanOrEqual(1);
    expect(await auditActions(interview.id)).toContain('interview.closed');
    // Closing twice changes nothing.
    expect((await admin.post(`/api/interviews/${interview.id}/close`)).body.closedAt).toBe(
      dto.closedAt,
    );

    for (const response of [
      await answer(interview.id, questions[1]!.id),
      await linkAction(interview.id, 'finish'),
      await linkAction(interview.id, 'reopen'),
      await linkAction(interview.id, 'decline'),
    ]) {
      expect(response.status).toBe(410);
      expect(response.headers['x-error-code']).toBe(INTERVIEW_CLOSED);
      expect(response.text).toMatch(/closed by the research team/);
    }
    const state = CurrentQuestionResponseSchema.parse((await current(interview.id)).body);
    expect(state.isComplete).toBe(true);
    expect(state.interview.closedAt).not.toBeNull();
  });

  it('keeps a finished-early interview completed when closed, and stops it reopening', async () => {
    const { interview } = await openInterview();
    await linkAction(interview.id, 'finish');
    const closed = await (await asAdmin()).post(`/api/interviews/${interview.id}/close`);
    expect(closed.body.status).toBe('completed');
    expect(closed.body.finishedEarlyAt).not.toBeNull();
    const reopen = await linkAction(interview.id, 'reopen');
    expect(reopen.status).toBe(410);
  });

  it('refuses to close an interview with every question answered', async () => {
    const { interview, questions } = await openInterview();
    for (const question of questions) await answer(interview.id, question.id);
    await linkAction(interview.id, 'finish');
    const response = await (await asAdmin()).post(`/api/interviews/${interview.id}/close`);
    expect(response.status).toBe(409);
    expect(response.text).toMatch(/already complete/);
  });

  it('is for admins only: the client, an expert and a stranger cannot close it', async () => {
    const { interview } = await openInterview();
    const customer = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT));
    const expert = await signIn(t.agent(), await createExpert(t.db.knex, interview.expertEmail));
    expect((await t.request().post(`/api/interviews/${interview.id}/close`)).status).toBe(401);
    expect((await customer.post(`/api/interviews/${interview.id}/close`)).status).toBe(403);
    expect((await expert.post(`/api/interviews/${interview.id}/close`)).status).toBe(403);
    expect((await stored(interview.id)).closedAt).toBeNull();
  });

  it('answers 404 for an unknown interview and 400 for a body', async () => {
    const admin = await asAdmin();
    expect((await admin.post('/api/interviews/int_nope/close')).status).toBe(404);
    const { interview } = await openInterview();
    const withBody = await admin.post(`/api/interviews/${interview.id}/close`).send({ x: 1 });
    expect(withBody.status).toBe(400);
  });
});
