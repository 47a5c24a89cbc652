import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Answer, JobApplication, Question } from '../models';
import { captureLogs } from '../test/capturedLogs';
import { createInterview, createProject } from '../test/factories';
import { MINIMAL_PDF } from '../test/fixtures/documents';
import {
  makeFixtureDir,
  speechToolsAvailable,
  synthesizeSpeech,
  writeUndecodableWebm,
} from '../test/fixtures/speech';
import { createTestApp, type TestApp } from '../test/testApp';
import { readStoredFile } from './testing/readStoredFile';
import { startS3Server, TEST_BUCKET, type TestS3Server } from './testing/s3Server';

/**
 * Parley with STORAGE_BACKEND=s3 against a local S3-compatible server (s3rver): audio
 * answers and résumés go through the real routes into the bucket, transcription reads
 * them back from it, and an outage costs the expert nothing.
 */
const PREFIX = 'parley/';
const SENTENCE = 'The market for renewable energy is growing quickly in Europe';

let s3: TestS3Server;
let client: S3Client;
let t: TestApp;
let dir: string;
let recording: string;

beforeAll(async () => {
  s3 = await startS3Server();
  client = s3.client();
  t = await createTestApp({
    ...s3.env(PREFIX),
    TRANSCRIPTION_PROVIDER: speechToolsAvailable ? 'local' : 'none',
  });
  dir = await makeFixtureDir();
  recording = speechToolsAvailable
    ? await synthesizeSpeech(dir, 'speech', SENTENCE, 'webm')
    : await writeUndecodableWebm(dir);
});
afterAll(async () => {
  await t.services.jobs.onIdle();
  await t.close();
  client.destroy();
  await s3.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function newInterview() {
  const project = await createProject(t.db.knex);
  return createInterview(t.db.knex, project, { status: 'in_progress' });
}

function postAudioAnswer(interviewId: string, questionId: string, key?: string) {
  const request = t.request().post(`/api/expert/${interviewId}/answer`);
  if (key) request.set('Idempotency-Key', key);
  return request
    .field('questionId', questionId)
    .attach('audio', recording, { filename: 'answer.webm', contentType: 'audio/webm' });
}

/** The object as S3 itself has it, read with a plain SDK client rather than the store. */
async function objectInBucket(key: string) {
  const object = await client.send(
    new GetObjectCommand({ Bucket: TEST_BUCKET, Key: PREFIX + key }),
  );
  return {
    bytes: Buffer.from(await object.Body!.transformToByteArray()),
    contentType: object.ContentType,
  };
}

describe('STORAGE_BACKEND=s3', () => {
  it('stores an audio answer in the bucket, not on the server that received it', async () => {
    expect(t.services.files.backend).toBe('s3');
    const { interview, questions } = await newInterview();
    const response = await postAudioAnswer(interview.id, questions[0]!.id);
    expect(response.status).toBe(201);
    expect(response.body.answer).toMatchObject({ hasAudio: true, transcriptionStatus: 'pending' });

    const stored = await Answer.query(t.db.knex).findById(response.body.answer.id);
    const original = await fs.readFile(recording);
    expect(stored!.audioPath).toMatch(new RegExp(`^${interview.id}/[A-Za-z0-9_-]+\\.webm$`));
    expect(stored!.audioBytes).toBe(original.length);
    const object = await objectInBucket(stored!.audioPath!);
    expect(object.bytes.equals(original)).toBe(true);
    expect(object.contentType).toBe('audio/webm');
    expect((await readStoredFile(t.services.files, stored!.audioPath!)).equals(original)).toBe(
      true,
    );
    await expect(fs.stat(path.join(t.services.config.dataDir, 'uploads'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  // Needs ffmpeg and pocketsphinx: with CI set it always runs, and fails if they are missing.
  describe.runIf(speechToolsAvailable)('with the local speech engine', () => {
    it('transcribes the recording from the bucket, and keeps no copy', async () => {
      const { interview, questions } = await newInterview();
      const response = await postAudioAnswer(interview.id, questions[0]!.id);
      expect(response.status).toBe(201);
      await t.services.jobs.onIdle();
      const transcribed = await Answer.query(t.db.knex).findById(response.body.answer.id);
      expect(transcribed!.transcriptionStatus).toBe('done');
      for (const word of ['renewable', 'energy', 'europe']) {
        expect(transcribed!.transcript!.toLowerCase()).toContain(word);
      }
      const copies = path.join(t.services.config.dataDir, 'tmp', 'storage');
      expect(await fs.readdir(copies)).toEqual([]);
    });
  });

  it('deletes the object when the answer cannot be committed', async () => {
    const { interview, questions } = await newInterview();
    const questionId = questions[0]!.id;
    // Only the unique index knows this question is taken, so the audio is stored first.
    await Answer.query(t.db.knex).insert({
      questionId,
      interviewId: interview.id,
      answerText: 'x',
    });
    const response = await postAudioAnswer(interview.id, questionId);
    expect(response.status).toBe(409);
    expect(await t.services.files.list(interview.id)).toEqual([]);
  });

  it('answers 503 while S3 is down, keeping nothing half done, and takes the retry', async () => {
    const { interview, questions } = await newInterview();
    const questionId = questions[0]!.id;
    const logs = captureLogs();
    await s3.stop();
    try {
      const refused = await postAudioAnswer(interview.id, questionId, 'outbox-s3-down-1');
      // A 5xx: the expert's offline outbox keeps the answer and sends it again later.
      expect(refused.status).toBe(503);
      expect(refused.text).toBe('File storage is unavailable right now. Please try again shortly.');
      expect(refused.headers['x-error-code']).toBe('storage_unavailable');
      expect(logs.linesOf('storage', 'error')).toContainEqual(
        expect.objectContaining({
          msg: expect.stringMatching(/^S3 request for /),
          err: expect.anything(),
        }),
      );
    } finally {
      await s3.restart();
    }
    expect(await Answer.query(t.db.knex).where('interview_id', interview.id)).toHaveLength(0);
    expect((await Question.query(t.db.knex).findById(questionId))!.isAnswered).toBe(false);

    const retried = await postAudioAnswer(interview.id, questionId, 'outbox-s3-down-1');
    expect(retried.status).toBe(201);
    const stored = await Answer.query(t.db.knex).findById(retried.body.answer.id);
    expect(await t.services.files.exists(stored!.audioPath!)).toBe(true);
  });

  it('stores an uploaded résumé in the bucket', async () => {
    const response = await t
      .request()
      .post('/api/job-applications')
      .field('name', 'Robin Park')
      .field('email', 'robin.s3@example.test')
      .field('position', 'Forward deployed engineer')
      .attach('resume', MINIMAL_PDF, { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(201);
    const stored = await JobApplication.query(t.db.knex).findById(response.body.application.id);
    expect(stored!.resumeUrl).toMatch(/^resumes\/[\w-]+\.pdf$/);
    const object = await objectInBucket(stored!.resumeUrl!);
    expect(object.bytes.equals(MINIMAL_PDF)).toBe(true);
    expect(object.contentType).toBe('application/pdf');
  });
});
