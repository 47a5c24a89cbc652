/**
 * pocketsphinx's search settings, the same for every recognition: submitted answers and
 * /transcribe (local.ts), live drafts (draft/windowDecoder.ts) and `npm run eval:stt`.
 * Flags pocketsphinx_continuous takes, with their values as it reads them.
 *
 * Chosen on the eval's TUNING set (clean speech, 40 answers, project models;
 * `npm run eval:stt -- --set tuning --decoder='...'`), against pocketsphinx's own
 * defaults at 25.6% word error rate and 0.22 CPU real-time factor: wider beams 25.1%
 * (23.6% with the project model's extra trigrams, DEFAULT_MIX) at a real-time factor
 * of 0.30-0.32. Nothing else beat the defaults: language weight 5 (with fwdflat and
 * bestpath weights in proportion) 26.2%, 8: 35.5%; word insertion penalty 0.3: 25.9%,
 * 1.5: 26.1%; -pl_window 0: 25.5%; -topn 8: 25.8%; -remove_noise no: 26.7%.
 * eval/stt/README.md has the whole sweep.
 */
export type DecoderOptions = Readonly<Record<string, string>>;

export const DECODER_OPTIONS: DecoderOptions = {
  '-beam': '1e-60',
  '-wbeam': '1e-40',
  '-pbeam': '1e-60',
};

/** The options as pocketsphinx_continuous arguments, `overrides` winning over the defaults. */
export function decoderArguments(overrides: DecoderOptions = {}): string[] {
  return Object.entries({ ...DECODER_OPTIONS, ...overrides }).flatMap(([flag, value]) => [
    flag,
    value,
  ]);
}

/** Options written as pocketsphinx flags, '-lw 10 -beam 1e-60', as an options object. */
export function parseDecoderOptions(text: string): DecoderOptions {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length % 2 !== 0 || parts.some((part, i) => i % 2 === 0 && !part.startsWith('-'))) {
    throw new Error(`decoder options must be '-flag value' pairs: ${text}`);
  }
  const options: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 2) options[parts[i]!] = parts[i + 1]!;
  return options;
}
