import { describe, expect, it, vi } from 'vitest';
import { speechToolsAvailable } from './fixtures/speech';
import { requireSpeechTools } from './requireSpeechTools';

describe('requireSpeechTools', () => {
  it('fails a CI run that lacks a speech tool, naming it', () => {
    expect(() => requireSpeechTools({ CI: 'true', PATH: '/nowhere' })).toThrow(
      /CI is set and the speech tests need flite, t2p, ffmpeg, pocketsphinx_continuous/,
    );
  });

  it('warns loudly and goes on outside CI', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => requireSpeechTools({ PATH: '/nowhere' })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SKIPPING the speech tests'));
    warn.mockRestore();
  });

  // Only meaningful on a machine that has them, which CI always is (the run fails otherwise).
  it.runIf(speechToolsAvailable)('passes where every tool is installed', () => {
    expect(() => requireSpeechTools({ CI: 'true', PATH: process.env.PATH })).not.toThrow();
  });
});
