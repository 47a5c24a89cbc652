import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DRAFT_CHUNK_BYTES } from '../../../sync/contract';
import { createInterview, createProject } from '../../test/factories';
import {
  audioSeconds,
  makeFixtureDir,
  speechToolsAvailable,
  synthesizeSpeech,
} from '../../test/fixtures/speech';
import { createTestApp, type TestApp } from '../../test/testApp';

const OPUS = 'audio/webm;codecs=opus';
/** Two sentences with a pause between them, as an expert would speak. */
const FIRST = 'Our largest clients are moving their infrastructure to the cloud this year';
const SECOND = 'The biggest risk is the shortage of engineers who understand security';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'local' });
  dir = await makeFixtureDir();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function openInterview(status: 'in_progress' | 'completed' = 'in_progress') {
  const project = await createProject(t.db.knex);
  return createInterview(t.db.knex, project, { status });
}

function postChunk(
  interviewId: string,
  draftId: string,
  sequence: number,
  body: Buffer,
  contentType = OPUS,
  app = t,
) {
  return app
    .request()
    .post(`/api/expert/${interviewId}/drafts/${draftId}/chunks/${sequence}`)
    .set('Content-Type', contentType)
    .set('Accept', 'application/json')
    .send(body);
}

/** Children's CPU time (user + system) of this process so far, in seconds (Linux /proc). */
async function childCpuSeconds(): Promise<number> {
  const stat = await fs.readFile('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of stat, 14 and 15 after the command name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The recording cut into pieces of about `seconds` each, as MediaRecorder's timeslice does. */
async function chunksOf(file: string, seconds: number): Promise<Buffer[]> {
  const bytes = await fs.readFile(file);
  const size = Math.ceil((bytes.length / (await audioSeconds(file))) * seconds);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

// Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
describe.runIf(speechToolsAvailable)('live draft with real speech', () => {
  it('grows chunk by chunk while the recording arrives, and ends with the spoken words', {
    timeout: 120_000,
  }, async () => {
    const wav = await synthesizeSpeech(dir, 'first', FIRST, 'wav');
    const wav2 = await synthesizeSpeech(dir, 'second', SECOND, 'wav');
    const webm = `${dir}/answer.webm`;
    const { execFileSync } = await import('node:child_process');
    execFileSync('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-y', '-i', wav, '-i', wav2],
      ...['-filter_complex', '[0:a]apad=pad_dur=1.2[a];[a][1:a]concat=n=2:v=0:a=1'],
      ...['-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '24k', webm],
    ]);
    const spoken = await audioSeconds(webm);
    const chunks = await chunksOf(webm, 1);
    const { interview, questions } = await openInterview();
    const draftId = crypto.randomUUID();

    const texts: string[] = [];
    const latencies: number[] = [];
    const cpuBefore = await childCpuSeconds();
    for (const [sequence, chunk] of chunks.entries()) {
      const started = performance.now();
      const request = postChunk(interview.id, draftId, sequence, chunk);
      if (sequence === 0) request.query({ questionId: questions[0]!.id });
      const response = await request;
      latencies.push(performance.now() - started);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ draftId, receivedChunks: sequence + 1 });
      texts.push(response.body.text);
      // Real time: the next chunk is recorded while this one is decoded.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - latencies.at(-1)!)));
    }
    const cpu = (await childCpuSeconds()) - cpuBefore;
    const final = texts.at(-1)!;
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `[live draft] ${spoken.toFixed(1)} s of speech in ${chunks.length} chunks: ` +
        `chunk → text median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, ` +
        `max ${Math.round(sorted.at(-1)!)} ms; decoder CPU ${cpu.toFixed(2)} s ` +
        `(${((cpu / spoken) * 100).toFixed(0)}% of one core while speaking)\n` +
        texts.map((text, i) => `  ${i}: ${text}`).join('\n'),
    );

    for (const word of ['clients', 'cloud', 'security', 'engineers']) expect(final).toContain(word);
    // Live: the first sentence's words are there before the recording ends.
    const halfway = texts[Math.floor(texts.length / 2)]!;
    expect(halfway).toContain('clients');
    expect(texts.at(-2)!.split(' ').length).toBeGreaterThan(halfway.split(' ').length);

    const discarded = await t.request().delete(`/api/expert/${interview.id}/drafts/${draftId}`);
    expect(discarded.status).toBe(204);
    expect(t.services.drafts.find(interview.id, draftId)).toBeUndefined();
  });

  it('answers 409 with the expected sequence for a chunk out of order, and after a discard', async () => {
    const webm = await synthesizeSpeech(dir, 'order', FIRST, 'webm');
    const chunks = await chunksOf(webm, 1);
    const { interview } = await openInterview();
    const draftId = crypto.randomUUID();
    expect((await postChunk(interview.id, draftId, 0, chunks[0]!)).status).toBe(200);

    const skipped = await postChunk(interview.id, draftId, 2, chunks[2]!);
    expect(skipped.status).toBe(409);
    expect(skipped.body).toEqual({
      error: 'draft_out_of_order',
      message: 'Chunk 2 arrived out of order; send chunk 1 next',
      expectedSequence: 1,
    });
    const repeated = await postChunk(interview.id, draftId, 0, chunks[0]!);
    expect(repeated.body.expectedSequence).toBe(1);
    expect((await postChunk(interview.id, draftId, 1, chunks[1]!)).body.receivedChunks).toBe(2);

    await t.request().delete(`/api/expert/${interview.id}/drafts/${draftId}`).expect(204);
    const afterDiscard = await postChunk(interview.id, draftId, 2, chunks[2]!);
    expect(afterDiscard.status).toBe(409);
    expect(afterDiscard.body).toMatchObject({
      message: 'This draft is unknown or expired; start it again from chunk 0',
      expectedSequence: 0,
    });
  });

  it('keeps one interview to two live drafts at a time (429 beyond, with a message)', async () => {
    const webm = await synthesizeSpeech(dir, 'cap', FIRST, 'webm');
    const [first] = await chunksOf(webm, 1);
    const { interview } = await openInterview();
    for (let i = 0; i < 2; i++) {
      expect((await postChunk(interview.id, crypto.randomUUID(), 0, first!)).status).toBe(200);
    }
    const third = await postChunk(interview.id, crypto.randomUUID(), 0, first!);
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/already has 2 live drafts.*still kept/);
  });

  it('refuses a first chunk that is not the audio it claims to be (415)', async () => {
    const { interview } = await openInterview();
    const draftId = crypto.randomUUID();
    const response = await postChunk(interview.id, draftId, 0, Buffer.from('%PDF-1.7 not audio'));
    expect(response.status).toBe(415);
    expect(t.services.drafts.find(interview.id, draftId)).toBeUndefined();
  });
});

describe('live draft requests refused', () => {
  const chunk = Buffer.from('1a45dfa3', 'hex');

  it('415 for a body that is not audio, 413 for a chunk over the cap, 400 for an empty one', async () => {
    const { interview } = await openInterview();
    const draftId = crypto.randomUUID();
    const text = await postChunk(interview.id, draftId, 0, chunk, 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe('Audio must be WebM, MP4, Ogg or WAV');
    const large = await postChunk(
      interview.id,
      draftId,
      0,
      Buffer.alloc(MAX_DRAFT_CHUNK_BYTES + 1),
    );
    expect(large.status).toBe(413);
    expect(large.body.error.message).toMatch(/256 kB or smaller/);
    const empty = await postChunk(interview.id, draftId, 0, Buffer.alloc(0));
    expect(empty.status).toBe(400);
  });

  it('404 for an unknown interview or a question of another interview, 400 for a bad draft id', async () => {
    const unknown = await postChunk('int_does_not_exist', crypto.randomUUID(), 0, chunk);
    expect(unknown.status).toBe(404);
    const { interview } = await openInterview();
    const { questions } = await openInterview();
    const otherQuestion = await postChunk(interview.id, crypto.randomUUID(), 0, chunk).query({
      questionId: questions[0]!.id,
    });
    expect(otherQuestion.status).toBe(404);
    const badId = await postChunk(interview.id, 'draft-1', 0, chunk);
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toMatch(/draftId must be a UUID/);
    const badSequence = await postChunk(interview.id, crypto.randomUUID(), -1, chunk);
    expect(badSequence.status).toBe(400);
  });

  it('409 on a finished interview: it takes no answers, so no drafts', async () => {
    const { interview } = await openInterview('completed');
    const response = await postChunk(interview.id, crypto.randomUUID(), 0, chunk);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('This interview is already finished');
  });

  it('503 naming the reason when the server has no speech engine', async () => {
    const none = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
    try {
      const project = await createProject(none.db.knex);
      const { interview } = await createInterview(none.db.knex, project, {
        status: 'in_progress',
      });
      const response = await postChunk(interview.id, crypto.randomUUID(), 0, chunk, OPUS, none);
      expect(response.status).toBe(503);
      expect(response.body.error.message).toBe(
        'Transcription is not available on this server: TRANSCRIPTION_PROVIDER is set to none',
      );
    } finally {
      await none.close();
    }
  });
});
