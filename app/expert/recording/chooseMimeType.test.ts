import { describe, expect, it } from 'vitest';
import { chooseMimeType, recordingFileName } from './chooseMimeType';

const supporting =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('chooseMimeType', () => {
  it('prefers Opus in WebM (Chrome, Firefox)', () => {
    expect(chooseMimeType(supporting('audio/mp4', 'audio/webm', 'audio/webm;codecs=opus'))).toBe(
      'audio/webm;codecs=opus',
    );
  });

  it('falls back in order: plain WebM, then MP4 (Safari), then Ogg', () => {
    expect(chooseMimeType(supporting('audio/ogg;codecs=opus', 'audio/webm'))).toBe('audio/webm');
    expect(chooseMimeType(supporting('audio/ogg;codecs=opus', 'audio/mp4'))).toBe('audio/mp4');
    expect(chooseMimeType(supporting('audio/ogg;codecs=opus'))).toBe('audio/ogg;codecs=opus');
  });

  it("answers '' when none is supported, so the browser picks its default", () => {
    expect(chooseMimeType(supporting('audio/wav'))).toBe('');
  });
});

describe('recordingFileName', () => {
  it('names the file after the container', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/mp4')).toBe('recording.m4a');
    expect(recordingFileName('audio/ogg; codecs=opus')).toBe('recording.ogg');
    expect(recordingFileName('')).toBe('recording.webm');
  });
});
