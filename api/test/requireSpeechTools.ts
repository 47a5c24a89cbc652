import { missingSpeechTools } from './fixtures/speech';

/**
 * The speech tests skip where flite, ffmpeg or pocketsphinx is missing, so a laptop
 * without them still runs the rest. Under CI that skip would let the whole
 * audio-to-transcript path go untested, so a missing tool fails the run by name;
 * locally the skip is announced loudly instead of passing quietly.
 */
export function requireSpeechTools(env: NodeJS.ProcessEnv = process.env): void {
  const missing = missingSpeechTools(env.PATH);
  if (missing.length === 0) return;
  const message = `the speech tests need ${missing.join(', ')}: run scripts/setup.sh --test`;
  if (env.CI) throw new Error(`CI is set and ${message}`);
  console.warn(
    `\n${'!'.repeat(72)}\n!! SKIPPING the speech tests: ${message}\n${'!'.repeat(72)}\n`,
  );
}
