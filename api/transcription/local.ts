import os from 'node:os';
import { ServiceUnavailableError } from '../errors';
import { missingBinariesReason, missingLocalBinaries } from './binaries';
import { type DecoderOptions, decoderArguments } from './decoderOptions';
import { recordingUndecodable, transcriptionFailed, transcriptionTimedOut } from './failures';
import { formatTranscript } from './formatTranscript';
import { ConcurrencyLimiter } from './limiter';
import { ProcessExitError, ProcessTimeoutError, runProcess } from './process';
import type { Transcript, TranscriptionContext, TranscriptionProvider } from './provider';
import { parseWordTimes, transcriptConfidence } from './recognizedWords';

/** The pipeline's exit status when ffmpeg could not decode the input (EX_DATAERR). */
const UNDECODABLE_EXIT = 65;

/**
 * ffmpeg decodes whatever the browser recorded to 16 kHz mono PCM, pocketsphinx
 * reads it from a pipe. bash joins the two: pocketsphinx spawned on a Node pipe
 * directly fails. PIPESTATUS tells the two failures apart: pocketsphinx happily
 * "recognises" the empty stream a failed decode leaves it, so the recognizer's
 * status is reported as it is, and a failed decode alone as UNDECODABLE_EXIT.
 * `-time yes` adds each word's timing and posterior, which give the transcript its
 * sentences and its confidence. The model paths, the filter and the decoder's search
 * settings (decoderOptions.ts; `decoder` overrides them) are passed as positional
 * arguments ($1, $2, $3, then the rest), never spliced into the script.
 */
export function localPipeline(
  options: {
    languageModel?: { lm: string; dict: string };
    filter?: string;
    decoder?: DecoderOptions;
  } = {},
): string[] {
  const { languageModel, filter, decoder } = options;
  const modelOptions = languageModel ? ' -lm "$1" -dict "$2"' : '';
  const filterOption = filter ? ' -af "$3"' : '';
  const script =
    `ffmpeg -nostdin -loglevel error -i pipe:0${filterOption} -f s16le -ac 1 -ar 16000 pipe:1 | ` +
    `pocketsphinx_continuous -infile /dev/stdin -logfn /dev/null -time yes${modelOptions} "\${@:4}"; ` +
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash expands this, not JavaScript
    'status=("${PIPESTATUS[@]}"); ' +
    `if [ "\${status[1]}" != 0 ]; then exit "\${status[1]}"; fi; ` +
    `if [ "\${status[0]}" != 0 ]; then exit ${UNDECODABLE_EXIT}; fi`;
  const args = [
    languageModel?.lm ?? '',
    languageModel?.dict ?? '',
    filter ?? '',
    ...decoderArguments(decoder),
  ];
  return ['-c', script, 'pipeline', ...args];
}

/** Offline speech to text with Debian's pocketsphinx (en-us model). */
export class LocalTranscription implements TranscriptionProvider {
  readonly name = 'local';
  readonly available: boolean;
  readonly unavailableReason?: string;
  private readonly limiter: ConcurrencyLimiter;

  constructor(
    private readonly timeoutMs: number,
    concurrency = os.cpus().length,
  ) {
    const missing = missingLocalBinaries();
    this.available = missing.length === 0;
    if (!this.available) this.unavailableReason = missingBinariesReason(missing);
    this.limiter = new ConcurrencyLimiter(Math.max(1, concurrency));
  }

  async transcribe(
    audio: { path: string },
    context: TranscriptionContext = {},
  ): Promise<Transcript> {
    if (!this.available) {
      throw new ServiceUnavailableError(this.unavailableReason!, 'transcription_unavailable');
    }
    return this.limiter.run(async () => {
      try {
        const output = await runProcess(
          'bash',
          localPipeline({ languageModel: context.languageModel }),
          {
            stdinPath: audio.path,
            timeoutMs: this.timeoutMs,
          },
        );
        const words = parseWordTimes(output);
        return {
          text: formatTranscript(words, context.spellings),
          confidence: transcriptConfidence(words),
          words,
        };
      } catch (error) {
        if (error instanceof ProcessTimeoutError) throw transcriptionTimedOut(this.timeoutMs);
        if (error instanceof ProcessExitError) {
          // pocketsphinx logs to /dev/null, so anything on stderr is ffmpeg's complaint.
          const reason = error.stderr.trim().split('\n').at(-1)?.slice(0, 200);
          if (error.exitCode === UNDECODABLE_EXIT) throw recordingUndecodable(reason);
          throw transcriptionFailed(
            `the speech recognizer stopped with exit code ${error.exitCode}`,
          );
        }
        throw error;
      }
    });
  }
}
