import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../api/client';
import { isUnusableTranscript, transcribeRecording } from './transcribe';

describe('isUnusableTranscript', () => {
  it('is true for empty, blank and dot-only transcripts', () => {
    for (const text of ['', '   ', '.', '. .', ' ...\n'])
      expect(isUnusableTranscript(text)).toBe(true);
  });

  it('is false once there is a word', () => {
    for (const text of ['revenue', '. ok .', 'a.']) expect(isUnusableTranscript(text)).toBe(false);
  });
});

describe('transcribeRecording', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the audio as the multipart field audio and reads text and provider', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(' our revenue grew \n', {
          headers: { 'Content-Type': 'text/plain', 'X-Transcription-Provider': 'local' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const audio = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm;codecs=opus' });

    expect(await transcribeRecording('int/1', audio)).toEqual({
      text: 'our revenue grew',
      provider: 'local',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/expert/int%2F1/transcribe');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const file = (init.body as FormData).get('audio') as File;
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm;codecs=opus');
    expect(file.size).toBe(3);
  });

  it('throws ApiError on a non-OK answer and NetworkError when there is none', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('Transcription is not available', { status: 503 }),
    );
    const audio = new Blob([new Uint8Array([1])], { type: 'audio/mp4' });
    const failure = transcribeRecording('i', audio);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('503: Transcription is not available');

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(transcribeRecording('i', audio)).rejects.toBeInstanceOf(NetworkError);
  });
});
