import { describe, expect, it } from 'vitest';
import { NoTranscription } from '../transcription/none';
import { describeTranscription, systemStatusLines } from './engineStatus';

describe('describeTranscription', () => {
  it('names what is missing, that recordings are kept, and the set-up script to run', () => {
    const missing = new NoTranscription(
      'Transcription is not available on this server: ffmpeg and pocketsphinx are not installed',
    );
    expect(describeTranscription(missing)).toEqual({
      engine: 'none',
      available: false,
      detail:
        'Transcription is not available on this server: ffmpeg and pocketsphinx are not installed. ' +
        'Recorded answers are kept and transcribed once an engine is available: ' +
        'run scripts/setup.sh, then restart the server.',
    });
  });

  it('points a server told to transcribe nothing at the setting that says so', () => {
    const off = new NoTranscription(
      'Transcription is not available on this server: TRANSCRIPTION_PROVIDER is set to none',
    );
    expect(describeTranscription(off).detail).toMatch(
      /set TRANSCRIPTION_PROVIDER=auto and run scripts\/setup\.sh\.$/,
    );
  });

  it('prints one log line per engine, never a bare none', () => {
    const transcription = describeTranscription(new NoTranscription());
    const lines = systemStatusLines({
      transcription,
      followups: { engine: 'local', available: true, detail: 'Rules' },
      ai: { engine: 'local', available: true, detail: 'Local' },
      mail: { engine: 'outbox', available: false, detail: 'No SMTP_URL' },
    });
    expect(lines).toEqual([
      `transcription: none (unavailable) — ${transcription.detail}`,
      'followups: local — Rules',
      'ai: local — Local',
      'mail: outbox (unavailable) — No SMTP_URL',
    ]);
  });
});
