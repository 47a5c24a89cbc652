import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InterviewTranscriptSchema, SubmitAdditionResponseSchema } from '../../../sync/contract';
import { NOTHING_TO_ADD_TO } from '../../commands/answerAdditionAdder';
import { transcribeTask } from '../../jobs/transcribe';
import { Answer, AnswerAddition, Interview } from '../../models';
import { createAnswer, createInterview, createProject } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { TranscriptionProvider } from '../../transcription/provider';

let t: TestApp;
let wavFile: string;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  // A 44-byte WAV header with no samples: accepted as audio/wav, never listened to here.
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  wavFile = path.join(await mkdtemp(path.join(tmpdir(), 'additions-')), 'answer.wav');
  await writeFile(wavFile, header);
});
afterAll(() => t.close());

/** An interview of Acme Capital whose first question another device already answered. */
async function answeredElsewhere() {
  const project = await createProject(t.db.knex, { client: 'Acme Capital', name: 'Additions' });
  const { interview, questions } = await createInterview(t.db.knex, project);
  const answer = await createAnswer(t.db.knex, questions[0]!, 'Typed on the laptop');
  return { interview, questions, answer };
}

const post = (interviewId: string, body: object, key = crypto.randomUUID()) =>
  t.request().post(`/api/expert/${interviewId}/answer`).set('Idempotency-Key', key).send(body);

describe('POST /api/expert/:interviewId/answer with asAddition', () => {
  it('keeps a typed addition beside the answer, leaving answer and progress alone', async () => {
    const { interview, questions, answer } = await answeredElsewhere();
    const response = await post(interview.id, {
      questionId: questions[0]!.id,
      answerText: 'Said on the phone',
      asAddition: true,
    });
    expect(response.status).toBe(201);
    expect(SubmitAdditionResponseSchema.parse(response.body)).toEqual(response.body);
    expect(response.body.addition).toMatchObject({
      answerId: answer.id,
      questionId: questions[0]!.id,
      text: 'Said on the phone',
      transcriptionStatus: 'none',
      hasAudio: false,
    });
    expect((await Answer.query(t.db.knex).findById(answer.id))?.answerText).toBe(
      'Typed on the laptop',
    );
    expect((await Interview.query(t.db.knex).findById(interview.id))?.answeredQuestions).toBe(1);
  });

  it('takes a recording as multipart, waiting for an engine to transcribe it', async () => {
    const { interview, questions } = await answeredElsewhere();
    const response = await t
      .request()
      .post(`/api/expert/${interview.id}/answer`)
      .set('Idempotency-Key', crypto.randomUUID())
      .field('questionId', questions[0]!.id)
      .field('asAddition', 'true')
      .field('durationMs', '1500')
      .attach('audio', wavFile, { contentType: 'audio/wav' });
    expect(response.status).toBe(201);
    expect(response.body.addition).toMatchObject({
      text: '',
      transcriptionStatus: 'pending',
      hasAudio: true,
    });
    const stored = await AnswerAddition.query(t.db.knex).findById(response.body.addition.id);
    expect(stored).toMatchObject({ audioMimeType: 'audio/wav', audioDurationMs: 1500 });
    expect(await t.services.files.exists(stored!.audioPath!)).toBe(true);
  });

  it('answers 409 when the question has no answer to add to', async () => {
    const { interview, questions } = await answeredElsewhere();
    const response = await post(interview.id, {
      questionId: questions[1]!.id,
      answerText: 'Nothing here yet',
      asAddition: true,
    });
    expect(response.status).toBe(409);
    expect(response.text).toBe(NOTHING_TO_ADD_TO);
    expect(await AnswerAddition.query(t.db.knex).where('question_id', questions[1]!.id)).toEqual(
      [],
    );
  });

  it("answers 404 for an unknown interview or another interview's question", async () => {
    const { questions } = await answeredElsewhere();
    const other = await answeredElsewhere();
    const body = { questionId: questions[0]!.id, answerText: 'Mine', asAddition: true };
    const unknown = await post('int_does_not_exist', body);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('Interview not found');
    // Holding one interview's link gives nothing to add to another's answers.
    const foreign = await post(other.interview.id, body);
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe('Question not found in this interview');
  });

  it('rejects a flag that is not a boolean, in either encoding', async () => {
    const { interview, questions } = await answeredElsewhere();
    const json = await post(interview.id, {
      questionId: questions[0]!.id,
      answerText: 'Text',
      asAddition: 'yes',
    });
    expect(json.status).toBe(400);
    expect(json.text).toMatch(/asAddition must be true or false/);
    const multipart = await t
      .request()
      .post(`/api/expert/${interview.id}/answer`)
      .field('questionId', questions[0]!.id)
      .field('answerText', 'Text')
      .field('asAddition', 'maybe');
    expect(multipart.status).toBe(400);
    expect(multipart.text).toMatch(/asAddition must be 'true' or 'false'/);
  });

  it('still answers 409 already_answered without the flag', async () => {
    const { interview, questions } = await answeredElsewhere();
    const response = await post(interview.id, { questionId: questions[0]!.id, answerText: 'x' });
    expect(response.status).toBe(409);
    expect(response.headers['x-error-code']).toBe('already_answered');
  });
});

describe('additions in transcripts', () => {
  it("show under the answer for admins and the client's customers, and in the export", async () => {
    const { interview, questions, answer } = await answeredElsewhere();
    await post(interview.id, {
      questionId: questions[0]!.id,
      answerText: 'Said on the phone',
      asAddition: true,
    });
    const admin = await t.asAdmin();
    const transcript = await admin.get(`/api/interviews/${interview.id}/transcript`);
    expect(transcript.status).toBe(200);
    const parsed = InterviewTranscriptSchema.parse(transcript.body);
    const first = parsed.questions.find((q) => q.id === questions[0]!.id)!;
    expect(first.answer?.additions).toMatchObject([
      { answerId: answer.id, text: 'Said on the phone' },
    ]);

    const customer = await t.asCustomerOf('Acme Capital');
    const markdown = await customer.get(`/api/interviews/${interview.id}/transcript.md`);
    expect(markdown.status).toBe(200);
    expect(markdown.text).toMatch(
      /Typed on the laptop\n\n> \*\*Addition from another device \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\):\*\*\n> Said on the phone/,
    );

    const stranger = await t.asCustomerOf('Other Capital');
    expect((await stranger.get(`/api/interviews/${interview.id}/transcript`)).status).toBe(403);
  });
});

describe('transcribing an addition', () => {
  it('fills its text from the transcript, by the same job as answers', async () => {
    const { interview, questions } = await answeredElsewhere();
    const response = await t
      .request()
      .post(`/api/expert/${interview.id}/answer`)
      .field('questionId', questions[0]!.id)
      .field('asAddition', 'true')
      .attach('audio', wavFile, { contentType: 'audio/wav' });
    const additionId = response.body.addition.id as string;
    const heard: string[] = [];
    const provider: TranscriptionProvider = {
      name: 'local',
      available: true,
      transcribe: async (audio) => {
        heard.push(audio.mimeType);
        return { text: 'Heard on the phone.', confidence: 0.9 };
      },
    };
    const sent: string[] = [];
    const task = transcribeTask({
      knex: t.db.knex,
      provider,
      files: t.services.files,
      concurrency: 1,
    });
    expect(task.key({ additionId })).toBe(additionId);
    const run = { id: 'manual', attempt: 1, lastAttempt: false };
    const jobs = {
      send: async (kind: string) => {
        sent.push(kind);
        return null;
      },
    };
    await task.run({ additionId }, run, jobs);
    await task.run({ additionId }, run, jobs);

    expect(heard).toEqual(['audio/wav']);
    // An addition is read beside its answer: no follow-up, no embedding of its own.
    expect(sent).toEqual([]);
    expect(await AnswerAddition.query(t.db.knex).findById(additionId)).toMatchObject({
      text: 'Heard on the phone.',
      transcript: 'Heard on the phone.',
      transcriptionStatus: 'done',
      transcriptConfidence: 0.9,
    });
  });
});
