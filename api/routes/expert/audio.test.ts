import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrentQuestionResponseSchema } from '../../../sync/contract';
import { loadConfig } from '../../config';
import { startJobs } from '../../jobs';
import { resumePendingTranscriptions } from '../../jobs/transcribe';
import { Answer } from '../../models';
import { KEPT_FOR_TRANSCRIPTION_MESSAGE } from '../../presenters/sessionTranscription';
import { createServices } from '../../services';
import { readStoredFile } from '../../storage/testing/readStoredFile';
import { createAnswer, createInterview, createProject } from '../../test/factories';
import {
  makeFixtureDir,
  speechToolsAvailable,
  synthesizeSpeech,
  writeUndecodableWebm,
} from '../../test/fixtures/speech';
import { createTestApp, type TestApp } from '../../test/testApp';

const SENTENCE = 'The market for renewable energy is growing quickly in Europe';
/** Words pocketsphinx reliably hears in SENTENCE; the whole sentence it gets 10-20% wrong. */
const KEY_WORDS = ['renewable', 'energy', 'europe'];

let t: TestApp;
let dir: string;
let speechWebm: string;
let speechM4a: string;
let speechWav: string;
let broken: string;

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'local' });
  dir = await makeFixtureDir();
  broken = await writeUndecodableWebm(dir);
  if (speechToolsAvailable) {
    speechWebm = await synthesizeSpeech(dir, 'speech', SENTENCE, 'webm');
    speechM4a = await synthesizeSpeech(dir, 'speech', SENTENCE, 'm4a');
    speechWav = await synthesizeSpeech(dir, 'speech', SENTENCE, 'wav');
  }
});
afterAll(async () => {
  await t.services.jobs.onIdle();
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function newInterview(app = t) {
  const project = await createProject(app.db.knex);
  return createInterview(app.db.knex, project, { status: 'in_progress' });
}

function postAudioAnswer(
  app: TestApp,
  interviewId: string,
  fields: Record<string, string>,
  audio?: { file: string; contentType: string },
  key?: string,
) {
  const request = app.request().post(`/api/expert/${interviewId}/answer`);
  if (key) request.set('Idempotency-Key', key);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  if (audio) {
    request.attach('audio', audio.file, {
      filename: path.basename(audio.file),
      contentType: audio.contentType,
    });
  }
  return request;
}

const expectKeyWords = (text: string) => {
  for (const word of KEY_WORDS) expect(text.toLowerCase()).toContain(word);
};

async function sessionState(app: TestApp, interviewId: string) {
  const response = await app.request().get(`/api/expert/${interviewId}/current-question`);
  expect(response.status).toBe(200);
  return CurrentQuestionResponseSchema.parse(response.body);
}

async function uploadedFiles(app: TestApp, interviewId: string): Promise<string[]> {
  return app.services.files.list(interviewId);
}

// Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
describe.runIf(speechToolsAvailable)('audio answers (local transcription)', () => {
  it('stores the recording durably and fills the answer with its transcript', async () => {
    const { interview, questions } = await newInterview();
    const response = await postAudioAnswer(
      t,
      interview.id,
      { questionId: questions[0]!.id, durationMs: '4200' },
      { file: speechWebm, contentType: 'audio/webm;codecs=opus' },
    );
    expect(response.status).toBe(201);
    expect(response.body.answer).toMatchObject({
      questionId: questions[0]!.id,
      answerText: '',
      transcriptionStatus: 'pending',
      hasAudio: true,
    });
    expect(response.body.progress).toEqual({ answered: 1, total: 3, percentage: 33 });

    const stored = await Answer.query(t.db.knex).findById(response.body.answer.id);
    const original = await fs.readFile(speechWebm);
    expect(stored).toMatchObject({
      audioMimeType: 'audio/webm',
      audioBytes: original.length,
      audioDurationMs: 4200,
    });
    expect(stored!.audioPath).toMatch(new RegExp(`^${interview.id}/[A-Za-z0-9_-]+\\.webm$`));
    const kept = await readStoredFile(t.services.files, stored!.audioPath!);
    expect(kept.equals(original)).toBe(true);

    await t.services.jobs.onIdle();
    const transcribed = await Answer.query(t.db.knex).findById(stored!.id);
    expect(transcribed!.transcriptionStatus).toBe('done');
    expectKeyWords(transcribed!.transcript!);
    expect(transcribed!.answerText).toBe(transcribed!.transcript);
  });

  it("decides an audio-only answer's follow-up from its transcript", async () => {
    const { interview, questions } = await newInterview();
    const response = await postAudioAnswer(
      t,
      interview.id,
      { questionId: questions[0]!.id },
      { file: speechWebm, contentType: 'audio/webm' },
    );
    expect(response.status).toBe(201);
    // Recognition takes a second or more; the session shows the answer as on its way.
    const waiting = await sessionState(t, interview.id);
    expect(waiting.awaitingFollowups).toBe(1);
    expect(waiting.previousQuestions[0]).toMatchObject({
      answer: '',
      transcriptionStatus: 'pending',
    });
    expect(waiting.question!.id).toBe(questions[1]!.id);

    await t.services.jobs.onIdle();
    const decided = await sessionState(t, interview.id);
    expect(decided.awaitingFollowups).toBe(0);
    expect(decided.previousQuestions[0]!.transcriptionStatus).toBe('done');
    expectKeyWords(decided.previousQuestions[0]!.answer);
    // The transcript claims growth with no figure: the follow-up asks for one, about its own words.
    expect(decided.question).toMatchObject({
      questionType: 'followup',
      parentQuestionId: questions[0]!.id,
      questionText: expect.stringMatching(/^Could you put a figure on .*(renewable|energy|market)/),
    });
    const stored = await Answer.query(t.db.knex).findById(response.body.answer.id);
    expect(stored!.followupStatus).toBe('asked');
  });

  it('asks no follow-up when a recording without text cannot be transcribed', async () => {
    const { interview, questions } = await newInterview();
    const response = await postAudioAnswer(
      t,
      interview.id,
      { questionId: questions[0]!.id },
      { file: broken, contentType: 'audio/webm' },
    );
    expect(response.status).toBe(201);
    await t.services.jobs.onIdle();
    const session = await sessionState(t, interview.id);
    expect(session.awaitingFollowups).toBe(0);
    expect(session.previousQuestions[0]).toMatchObject({
      answer: '',
      transcriptionStatus: 'failed',
    });
    expect(session.question!.id).toBe(questions[1]!.id);
    const stored = await Answer.query(t.db.knex).findById(response.body.answer.id);
    expect(stored!.followupStatus).toBe('not_asked');
  });

  it('keeps typed text over the transcript, and the transcript beside it', async () => {
    const { interview, questions } = await newInterview();
    const response = await postAudioAnswer(
      t,
      interview.id,
      { questionId: questions[0]!.id, answerText: '  What I meant to say.  ' },
      { file: speechM4a, contentType: 'audio/mp4' },
    );
    expect(response.status).toBe(201);
    expect(response.body.answer.answerText).toBe('What I meant to say.');
    await t.services.jobs.onIdle();
    const stored = await Answer.query(t.db.knex).findById(response.body.answer.id);
    expect(stored).toMatchObject({
      answerText: 'What I meant to say.',
      transcriptionStatus: 'done',
      audioMimeType: 'audio/mp4',
    });
    expectKeyWords(stored!.transcript!);
  });

  it('marks an undecodable recording failed and keeps the answer and the audio', async () => {
    const { interview, questions } = await newInterview();
    const response = await postAudioAnswer(
      t,
      interview.id,
      { questionId: questions[0]!.id },
      { file: broken, contentType: 'audio/webm' },
    );
    expect(response.status).toBe(201);
    await t.services.jobs.onIdle();
    const stored = await Answer.query(t.db.knex).findById(response.body.answer.id);
    expect(stored!.transcriptionStatus).toBe('failed');
    expect(stored!.transcript).toBeNull();
    expect(await t.services.files.exists(stored!.audioPath!)).toBe(true);
  });

  it('resumes answers left pending by a stopped server', async () => {
    const { interview, questions } = await newInterview();
    const stored = await t.services.files.put(
      { path: speechWav },
      { folder: interview.id, extension: 'wav' },
    );
    const answer = await createAnswer(t.db.knex, questions[0]!, '');
    await Answer.query(t.db.knex).findById(answer.id).patch({
      audioPath: stored.key,
      audioMimeType: 'audio/wav',
      audioBytes: stored.bytes,
      transcriptionStatus: 'pending',
    });
    expect(
      await resumePendingTranscriptions(t.db.knex, t.services.jobs, t.services.transcription),
    ).toBe(1);
    await t.services.jobs.onIdle();
    const resumed = await Answer.query(t.db.knex).findById(answer.id);
    expect(resumed!.transcriptionStatus).toBe('done');
    expectKeyWords(resumed!.answerText);
  });

  it('deletes the stored audio when the answer cannot be committed', async () => {
    const { interview, questions } = await newInterview();
    const questionId = questions[0]!.id;
    // Only the unique index knows this question is taken, so the audio is stored first.
    await Answer.query(t.db.knex).insert({
      questionId,
      interviewId: interview.id,
      answerText: 'x',
    });
    const response = await postAudioAnswer(
      t,
      interview.id,
      { questionId },
      { file: speechWebm, contentType: 'audio/webm' },
    );
    expect(response.status).toBe(409);
    expect(response.text).toBe('This question has already been answered');
    expect(await uploadedFiles(t, interview.id)).toEqual([]);
  });

  it('replays a multipart answer with the same key, and refuses other audio under it', async () => {
    const { interview, questions } = await newInterview();
    const fields = { questionId: questions[0]!.id, answerText: 'Recorded offline' };
    const audio = { file: speechWebm, contentType: 'audio/webm' };
    const first = await postAudioAnswer(t, interview.id, fields, audio, 'outbox-audio-0001');
    expect(first.status).toBe(201);
    const replay = await postAudioAnswer(t, interview.id, fields, audio, 'outbox-audio-0001');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const otherAudio = await postAudioAnswer(
      t,
      interview.id,
      fields,
      { file: speechM4a, contentType: 'audio/mp4' },
      'outbox-audio-0001',
    );
    expect(otherAudio.status).toBe(422);
    expect(await Answer.query(t.db.knex).where('interview_id', interview.id)).toHaveLength(1);
    expect(await uploadedFiles(t, interview.id)).toHaveLength(1);
  });
});

describe('multipart answer validation', () => {
  it('accepts text alone, and needs text or audio', async () => {
    const { interview, questions } = await newInterview();
    const textOnly = await postAudioAnswer(t, interview.id, {
      questionId: questions[0]!.id,
      answerText: 'Typed in a form',
    });
    expect(textOnly.status).toBe(201);
    expect(textOnly.body.answer).toMatchObject({ transcriptionStatus: 'none', hasAudio: false });
    const empty = await postAudioAnswer(t, interview.id, {
      questionId: questions[1]!.id,
      answerText: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toBe('Answer cannot be empty');
    const noQuestion = await postAudioAnswer(t, interview.id, { answerText: 'x' });
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.text).toBe('Question is required');
    const badDuration = await postAudioAnswer(t, interview.id, {
      questionId: questions[1]!.id,
      answerText: 'x',
      durationMs: 'long',
    });
    expect(badDuration.status).toBe(400);
    expect(badDuration.text).toBe('durationMs must be a number');
    const unknown = await postAudioAnswer(t, interview.id, {
      questionId: questions[1]!.id,
      answerText: 'x',
      mood: 'happy',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe('Unknown field: mood');
  });

  it('answers 415 for a file that is not WebM, MP4, Ogg or WAV', async () => {
    const { interview, questions } = await newInterview();
    const notes = path.join(dir, 'notes.txt');
    await fs.writeFile(notes, 'not audio at all');
    const wrongType = await postAudioAnswer(
      t,
      interview.id,
      { questionId: questions[0]!.id },
      { file: notes, contentType: 'text/plain' },
    );
    expect(wrongType.status).toBe(415);
    expect(wrongType.text).toBe('Audio must be WebM, MP4, Ogg or WAV');
    // Declared as audio, but the bytes say otherwise.
    const disguised = await postAudioAnswer(
      t,
      interview.id,
      { questionId: questions[0]!.id },
      { file: notes, contentType: 'audio/webm' },
    );
    expect(disguised.status).toBe(415);
    expect(disguised.text).toBe('Audio must be WebM, MP4, Ogg or WAV');
    expect(await Answer.query(t.db.knex).where('interview_id', interview.id)).toHaveLength(0);
    expect(await uploadedFiles(t, interview.id)).toEqual([]);
  });

  it('answers 413 naming the limit for a recording over MAX_AUDIO_MB', async () => {
    const small = await createTestApp({ MAX_AUDIO_MB: '0.1', TRANSCRIPTION_PROVIDER: 'local' });
    try {
      const { interview, questions } = await newInterview(small);
      const wavHeader = Buffer.from('RIFF\0\0\0\0WAVE', 'latin1');
      const big = new Blob([wavHeader, Buffer.alloc(300 * 1024)], { type: 'audio/wav' });
      // fetch, like a browser, reads a response that arrives mid-upload; superagent
      // reports EPIPE instead.
      const send = async (endpoint: string, fields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        form.set('audio', big, 'big.wav');
        const url = `${small.origin}/api/expert/${interview.id}/${endpoint}`;
        const response = await fetch(url, { method: 'POST', body: form });
        return { status: response.status, text: await response.text() };
      };
      expect(await send('answer', { questionId: questions[0]!.id })).toEqual({
        status: 413,
        text: 'Audio must be 0.1 MB or smaller',
      });
      expect(await send('transcribe', {})).toEqual({
        status: 413,
        text: 'Audio must be 0.1 MB or smaller',
      });
      expect(await Answer.query(small.db.knex).where('interview_id', interview.id)).toHaveLength(0);
      expect(await uploadedFiles(small, interview.id)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

// Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
describe.runIf(speechToolsAvailable)('POST /api/expert/:interviewId/transcribe', () => {
  const transcribe = (interviewId: string) =>
    t.request().post(`/api/expert/${interviewId}/transcribe`);

  it('answers text/plain with the words spoken', async () => {
    const { interview } = await newInterview();
    const response = await transcribe(interview.id).attach('audio', speechWebm, {
      filename: 'recording.webm',
      contentType: 'audio/webm;codecs=opus',
    });
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/plain');
    expect(response.headers['x-transcription-provider']).toBe('local');
    expectKeyWords(response.text);
    expect(response.text).not.toContain('\n');
  });

  it("hears the recording with the interview's project model and spellings", async () => {
    const { interview } = await newInterview();
    const context = { spellings: new Map([['europe', 'EUROPE']]) };
    const contextFor = vi.spyOn(t.services, 'transcriptionContext').mockResolvedValue(context);
    const recognise = vi.spyOn(t.services.transcription, 'transcribe');
    try {
      const response = await transcribe(interview.id).attach('audio', speechWebm, {
        contentType: 'audio/webm',
      });
      expect(response.status).toBe(200);
      expect(contextFor).toHaveBeenCalledWith(interview.id);
      expect(recognise).toHaveBeenCalledWith(expect.anything(), context);
      expect(response.text).toContain('EUROPE');
    } finally {
      contextFor.mockRestore();
      recognise.mockRestore();
    }
  });

  it('requires an audio file', async () => {
    const { interview } = await newInterview();
    const fieldOnly = await transcribe(interview.id).field('note', 'no file');
    expect(fieldOnly.status).toBe(400);
    expect(fieldOnly.text).toBe('Audio file is required');
    const json = await transcribe(interview.id).send({});
    expect(json.status).toBe(400);
    expect(json.text).toBe('Audio file is required');
  });

  it('answers 404 for an unknown interview and 415 for a wrong type', async () => {
    const missing = await transcribe('int_missing').attach('audio', speechWebm, {
      contentType: 'audio/webm',
    });
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Interview not found');
    const { interview } = await newInterview();
    const pdf = path.join(dir, 'cv.pdf');
    await fs.writeFile(pdf, '%PDF-1.4 not audio');
    const wrong = await transcribe(interview.id).attach('audio', pdf, {
      contentType: 'application/pdf',
    });
    expect(wrong.status).toBe(415);
    expect(wrong.text).toBe('Audio must be WebM, MP4, Ogg or WAV');
  });

  it('answers 422 with a reason when the audio cannot be decoded', async () => {
    const { interview } = await newInterview();
    const response = await transcribe(interview.id).attach('audio', broken, {
      contentType: 'audio/webm',
    });
    expect(response.status).toBe(422);
    expect(response.headers['x-error-code']).toBe('recording_undecodable');
    expect(response.text).toMatch(
      /^The recording could not be decoded \(.+\); record the answer again$/,
    );
  });
});

describe('without a transcription provider', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  });
  afterAll(() => off.close());

  it('answers 503 on /transcribe with the reason', async () => {
    const { interview } = await newInterview(off);
    const response = await off
      .request()
      .post(`/api/expert/${interview.id}/transcribe`)
      .attach('audio', broken, { contentType: 'audio/webm' });
    expect(response.status).toBe(503);
    expect(response.text).toBe(
      'Transcription is not available on this server: TRANSCRIPTION_PROVIDER is set to none',
    );
  });

  it('keeps audio answers pending, with a message, and does not hold the session up', async () => {
    const { interview, questions } = await newInterview(off);
    const response = await postAudioAnswer(
      off,
      interview.id,
      { questionId: questions[0]!.id },
      { file: broken, contentType: 'audio/webm' },
    );
    expect(response.status).toBe(201);
    expect(response.body.answer).toMatchObject({ transcriptionStatus: 'pending', hasAudio: true });
    await off.services.jobs.onIdle();
    const stored = await Answer.query(off.db.knex).findById(response.body.answer.id);
    expect(stored).toMatchObject({ transcriptionStatus: 'pending', followupStatus: 'pending' });
    expect(await uploadedFiles(off, interview.id)).toHaveLength(1);
    const session = await sessionState(off, interview.id);
    expect(session.transcription).toEqual({
      available: false,
      engine: 'none',
      message: KEPT_FOR_TRANSCRIPTION_MESSAGE,
    });
    expect(session.previousQuestions[0]).toMatchObject({ transcriptionStatus: 'pending' });
    // Its follow-up waits for a transcript no engine here can make: the session goes on.
    expect(session.awaitingFollowups).toBe(0);
    expect(session.question!.id).toBe(questions[1]!.id);
  });

  // Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
  it.runIf(speechToolsAvailable)(
    'transcribes them, and decides their follow-ups, once the server starts with an engine',
    async () => {
      const recording = await synthesizeSpeech(dir, 'kept', SENTENCE, 'webm');
      const { interview, questions } = await newInterview(off);
      const response = await postAudioAnswer(
        off,
        interview.id,
        { questionId: questions[0]!.id },
        { file: recording, contentType: 'audio/webm' },
      );
      expect(response.status).toBe(201);
      // The same database and files, served again after pocketsphinx was installed.
      const restarted = createServices(
        loadConfig({
          DATA_DIR: off.services.config.dataDir,
          SEED_ON_EMPTY: 'false',
          TRANSCRIPTION_PROVIDER: 'local',
        }),
        off.db,
      );
      // The first server stops its jobs, as a stopped server would; the new one resumes them.
      await off.services.jobs.stop();
      try {
        await startJobs(restarted.jobs, off.db.knex, restarted.transcription, { work: true });
        await restarted.jobs.onIdle();
        const stored = await Answer.query(off.db.knex).findById(response.body.answer.id);
        expect(stored!.transcriptionStatus).toBe('done');
        expectKeyWords(stored!.answerText);
        expect(['asked', 'not_asked']).toContain(stored!.followupStatus);
      } finally {
        await restarted.jobs.stop();
        await restarted.drafts.close();
      }
    },
  );
});
