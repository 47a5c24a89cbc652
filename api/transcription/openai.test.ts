import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInterview, createProject } from '../test/factories';
import {
  type FakeOpenAi,
  type FakeReply,
  multipartBody,
  sendApiError,
  sendJson,
  startFakeOpenAi,
} from '../test/fakeOpenAi';
import { makeFixtureDir, speechToolsAvailable, synthesizeSpeech } from '../test/fixtures/speech';
import { createTestApp } from '../test/testApp';
import { OpenAiTranscription } from './openai';

let fake: FakeOpenAi;
/** The transcription wire format: multipart POST /v1/audio/transcriptions → {"text": …}. */
const transcribed: FakeReply = (_request, res) =>
  sendJson(res, 200, { text: ' The market is growing.\n Quickly. ' });
beforeAll(async () => {
  fake = await startFakeOpenAi(transcribed);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received = [];
  fake.reply = transcribed;
});

/** What the SDK uploaded, read the way the real API's front end would. */
async function upload(index: number) {
  const request = fake.received[index]!;
  const form = await multipartBody(request);
  const file = form.get('file') as File;
  return {
    path: request.path,
    authorization: request.headers.authorization,
    model: form.get('model'),
    responseFormat: form.get('response_format'),
    fileName: file.name,
    fileType: file.type,
    fileBytes: Buffer.from(await file.arrayBuffer()),
  };
}

let dir: string;
let wav: string;
beforeAll(async () => {
  dir = await makeFixtureDir();
  wav = path.join(dir, 'tone.wav');
  // A valid 16 kHz mono WAV of silence: the fake server never listens to it.
  const samples = Buffer.alloc(16_000 * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  await fs.writeFile(wav, Buffer.concat([header, samples]));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const provider = (options: Partial<ConstructorParameters<typeof OpenAiTranscription>[0]> = {}) =>
  new OpenAiTranscription({
    apiKey: 'sk-test-key',
    baseURL: fake.baseURL,
    model: 'whisper-1',
    timeoutMs: 5000,
    ...options,
  });

describe('OpenAiTranscription', () => {
  it('uploads the recording as it is and returns the text on one line', async () => {
    const { text, confidence } = await provider().transcribe({ path: wav, mimeType: 'audio/wav' });
    expect(text).toBe('The market is growing. Quickly.');
    expect(confidence).toBeNull();
    expect(fake.received).toHaveLength(1);
    const sent = await upload(0);
    expect(sent).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test-key',
      model: 'whisper-1',
      responseFormat: 'verbose_json',
      fileName: 'speech.wav',
      fileType: 'audio/wav',
    });
    expect(sent.fileBytes.equals(await fs.readFile(wav))).toBe(true);
  });

  it('takes the confidence from Whisper segments, and asks other models for plain json', async () => {
    fake.reply = (_request, res) =>
      sendJson(res, 200, {
        text: 'Rates fell.',
        segments: [
          { start: 0, end: 1, avg_logprob: -0.1 },
          { start: 1, end: 4, avg_logprob: -0.5 },
        ],
      });
    const whisper = await provider().transcribe({ path: wav, mimeType: 'audio/wav' });
    // exp of the duration-weighted mean: (-0.1 * 1 + -0.5 * 3) / 4 = -0.4
    expect(whisper).toEqual({ text: 'Rates fell.', confidence: 0.67 });
    const other = await provider({ model: 'gpt-4o-transcribe' }).transcribe({
      path: wav,
      mimeType: 'audio/wav',
    });
    expect(other.confidence).toBeNull();
    expect((await upload(1)).responseFormat).toBe('json');
  });

  it('re-encodes a file over the upload limit to 16 kHz mono Ogg/Opus', async () => {
    const { size } = await fs.stat(wav);
    await provider({ maxUploadBytes: size - 1 }).transcribe({ path: wav, mimeType: 'audio/wav' });
    const sent = await upload(0);
    expect(sent).toMatchObject({ fileName: 'speech.ogg', fileType: 'audio/ogg' });
    expect(sent.fileBytes.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(sent.fileBytes.length).toBeLessThan(size);
  });

  it('refuses clearly when even the re-encoded file is too large', async () => {
    await expect(
      provider({ maxUploadBytes: 100 }).transcribe({ path: wav, mimeType: 'audio/wav' }),
    ).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('too long to transcribe'),
    });
    expect(fake.received).toHaveLength(0);
  });

  it('reports an error answer as a 502', async () => {
    fake.reply = (_request, res) => sendApiError(res, 400, 'Invalid file format.');
    await expect(provider().transcribe({ path: wav, mimeType: 'audio/wav' })).rejects.toMatchObject(
      {
        status: 502,
        message: 'Transcription failed: the transcription service answered 400',
      },
    );
  });

  it('reports a server that does not answer in time as a 503', async () => {
    fake.reply = () => {};
    await expect(
      provider({ timeoutMs: 200 }).transcribe({ path: wav, mimeType: 'audio/wav' }),
    ).rejects.toMatchObject({ status: 503, code: 'transcription_timeout' });
  });

  it('reports an unreachable server as a 503', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      provider({ baseURL: `http://127.0.0.1:${port}/v1` }).transcribe({
        path: wav,
        mimeType: 'audio/wav',
      }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'The transcription service could not be reached; try again later',
    });
  });

  it('is unavailable without an API key', async () => {
    const keyless = provider({ apiKey: undefined });
    expect(keyless.available).toBe(false);
    await expect(keyless.transcribe({ path: wav, mimeType: 'audio/wav' })).rejects.toMatchObject({
      status: 503,
    });
  });
});

// Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
describe.runIf(speechToolsAvailable)('TRANSCRIPTION_PROVIDER=openai end to end', () => {
  it('serves /transcribe and background transcription through the SDK', async () => {
    const app = await createTestApp({
      TRANSCRIPTION_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_TRANSCRIPTION_MODEL: 'whisper-large-test',
    });
    try {
      const webm = await synthesizeSpeech(dir, 'hello', 'Hello there', 'webm');
      const project = await createProject(app.db.knex);
      const { interview, questions } = await createInterview(app.db.knex, project);
      const result = await app
        .request()
        .post(`/api/expert/${interview.id}/transcribe`)
        .attach('audio', webm, { filename: 'a.webm', contentType: 'audio/webm;codecs=opus' });
      expect(result.status).toBe(200);
      expect(result.text).toBe('The market is growing. Quickly.');
      expect(result.headers['x-transcription-provider']).toBe('openai');
      expect(await upload(0)).toMatchObject({
        model: 'whisper-large-test',
        fileType: 'audio/webm',
      });

      const answered = await app
        .request()
        .post(`/api/expert/${interview.id}/answer`)
        .field('questionId', questions[0]!.id)
        .attach('audio', webm, { filename: 'a.webm', contentType: 'audio/webm' });
      expect(answered.status).toBe(201);
      await app.services.jobs.onIdle();
      const row = await app.db.knex('answers').where({ id: answered.body.answer.id }).first();
      expect(row).toMatchObject({
        transcription_status: 'done',
        answer_text: 'The market is growing. Quickly.',
      });
    } finally {
      await app.services.jobs.onIdle();
      await app.close();
    }
  });
});
