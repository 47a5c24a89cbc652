import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDecoderOptions } from '../../api/transcription/decoderOptions';
import { DEFAULT_MIX, type MixSettings } from '../../api/transcription/languageModel/adaptedModel';
import { buildProjectModel } from '../../api/transcription/languageModel/projectModel';
import { ConcurrencyLimiter } from '../../api/transcription/limiter';
import { localPipeline } from '../../api/transcription/local';
import { runProcess } from '../../api/transcription/process';
import { parseWordTimes, transcriptConfidence } from '../../api/transcription/recognizedWords';
import {
  APP_BITRATE,
  CACHE_DIR,
  CONDITIONS,
  type Condition,
  encodeRecording,
  HELDOUT_VOICES,
  mixNoise,
  SNR_DB,
  seconds,
  speechPcm,
  TUNING_VOICES,
  type Voice,
  writeWav,
} from './audio';
import { ANSWERS, type EvalAnswer, PROJECTS } from './corpus';
import { normaliseWords, scoreTranscript, wordErrorRate } from './wer';

/**
 * `npm run eval:stt`: word error rate of the local speech-to-text pipelines on the
 * HELD-OUT answers (`--set tuning` for the tuning answers), per noise condition and
 * per voice, with the real-time factor. `--codec` compares recording formats instead.
 */
const { values: args } = parseArgs({
  options: {
    set: { type: 'string', default: 'heldout' },
    conditions: { type: 'string', default: 'clean,brown,pink' },
    pipelines: { type: 'string', default: 'baseline,improved' },
    limit: { type: 'string' },
    codec: { type: 'boolean', default: false },
    mix: { type: 'string' },
    decoder: { type: 'string' },
    transcripts: { type: 'boolean', default: false },
  },
});

interface Pipeline {
  /** Uses the project's adapted language model. */
  adapted: boolean;
  /** ffmpeg audio filter before recognition. */
  filter?: string;
}

/** The engines compared; `improved` is what LocalTranscription runs. */
const PIPELINES: Record<string, Pipeline> = {
  baseline: { adapted: false },
  improved: { adapted: true },
  'baseline+denoise': { adapted: false, filter: 'highpass=f=120,afftdn=nf=-25' },
  'improved+denoise': { adapted: true, filter: 'highpass=f=120,afftdn=nf=-25' },
  'improved+loudnorm': { adapted: true, filter: 'loudnorm' },
};

const set = args.set === 'tuning' ? 'tuning' : 'heldout';
const voices = set === 'tuning' ? TUNING_VOICES : HELDOUT_VOICES;
const answers = ANSWERS.filter((answer) => answer.set === set).slice(
  0,
  args.limit ? Number(args.limit) : undefined,
);
const voiceOf = (answer: EvalAnswer) => voices[ANSWERS.indexOf(answer) % voices.length]!;
/** `--mix domainWeight=0.7,minGenericTrigram=-2`: language-model settings to try. */
const mix = parseMix(args.mix ?? '');
/** `--decoder '-lw 10 -beam 1e-60'`: pocketsphinx settings to try. */
const decoder = parseDecoderOptions(args.decoder ?? '');

function parseMix(text: string): Partial<MixSettings> {
  const settings: Record<string, number> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [name, value] = pair.split('=');
    if (!name || !(name in DEFAULT_MIX) || !Number.isFinite(Number(value))) {
      throw new Error(`--mix takes name=number pairs of ${Object.keys(DEFAULT_MIX)}: ${pair}`);
    }
    settings[name] = Number(value);
  }
  return settings;
}

/**
 * The text a project's model is built from when `answer` is transcribed: the brief,
 * the questions and earlier answers. For held-out answers the earlier answers are
 * the tuning ones; a tuning answer gets the other half of the tuning answers, so no
 * answer is ever in its own model.
 */
function projectTexts(answer: EvalAnswer): string[] {
  const project = PROJECTS.find((p) => p.id === answer.projectId)!;
  const earlier = ANSWERS.filter(
    (other) =>
      other.projectId === answer.projectId &&
      other.set === 'tuning' &&
      (set === 'heldout' || ANSWERS.indexOf(other) % 2 !== ANSWERS.indexOf(answer) % 2),
  ).map((other) => other.text);
  return [project.title, project.description, ...project.questions, ...earlier];
}

interface Result {
  answerId: string;
  reference: string;
  heard: string;
  pipeline: string;
  condition: string;
  voice: Voice;
  errors: number;
  words: number;
  audioSeconds: number;
  processSeconds: number;
  confidence: number;
}

const limiter = new ConcurrencyLimiter(Math.max(1, Math.min(2, os.cpus().length)));

async function recording(answer: EvalAnswer, condition: Condition, format: string) {
  const voice = voiceOf(answer);
  const speech = await speechPcm(answer.id, answer.text, voice);
  const seed = [...answer.id].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const samples = condition === 'clean' ? speech : await mixNoise(speech, condition, SNR_DB, seed);
  const base = path.join(CACHE_DIR, `${answer.id}.${voice}.${condition}`);
  const file =
    format === 'wav'
      ? await writeWav(samples, `${base}.wav`)
      : await encodeRecording(
          samples,
          `${base}.${format}.webm`,
          format.split('@')[0],
          Number(format.split('@')[1] ?? 16000),
        );
  return { file, voice, audioSeconds: seconds(speech) };
}

const models = new Map<string, ReturnType<typeof buildProjectModel>>();
/** One build at a time: each holds the mixed model in memory (about 700 MB). */
const builds = new ConcurrencyLimiter(1);
function projectModel(texts: string[]) {
  const key = JSON.stringify(texts);
  let model = models.get(key);
  if (!model) {
    const settings = { ...DEFAULT_MIX, ...mix };
    model = builds.run(() => buildProjectModel(path.join(CACHE_DIR, 'models'), texts, settings));
    models.set(key, model);
  }
  return model;
}

async function transcribe(file: string, pipeline: Pipeline, answer: EvalAnswer) {
  const languageModel = pipeline.adapted ? await projectModel(projectTexts(answer)) : undefined;
  return limiter.run(async () => {
    // CPU time, not wall time: the figure should not depend on what else the machine runs.
    // bash's `times` prints the children's user and system time on its second line.
    const [flag, script, ...rest] = localPipeline({
      languageModel,
      filter: pipeline.filter,
      decoder,
    });
    const output = await runProcess('bash', [flag!, `${script}\ntimes`, ...rest], {
      stdinPath: file,
      timeoutMs: 600_000,
    });
    const processSeconds = childCpuSeconds(output);
    const words = parseWordTimes(output);
    const text = words.map((word) => word.word).join(' ');
    return { text, processSeconds, confidence: transcriptConfidence(words) ?? 0 };
  });
}

/** The children's user + system seconds from `times` output ('0m2.345s 0m0.100s'). */
function childCpuSeconds(output: string): number {
  const line = output.trim().split('\n').at(-1) ?? '';
  const times = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  return times.reduce((sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs), 0);
}

async function evaluate(
  jobs: { pipeline: string; condition: string; format: string; noise: Condition }[],
): Promise<Result[]> {
  const results: Result[] = [];
  let done = 0;
  const total = jobs.length * answers.length;
  await Promise.all(
    jobs.flatMap((job) =>
      answers.map(async (answer) => {
        const { file, voice, audioSeconds } = await recording(answer, job.noise, job.format);
        const { text, processSeconds, confidence } = await transcribe(
          file,
          PIPELINES[job.pipeline]!,
          answer,
        );
        results.push({
          answerId: answer.id,
          reference: answer.text,
          heard: text,
          pipeline: job.pipeline,
          condition: job.condition,
          voice,
          ...scoreTranscript(answer.text, text),
          audioSeconds,
          processSeconds,
          confidence,
        });
        done++;
        if (done % 20 === 0) process.stderr.write(`  ${done}/${total} transcribed\n`);
      }),
    ),
  );
  return results;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function table(results: Result[], rowKey: 'condition' | 'voice', rows: string[]) {
  const pipelines = [...new Set(results.map((r) => r.pipeline))];
  const header = [rowKey.padEnd(14), ...pipelines.map((p) => p.padStart(18))].join('');
  const lines = [header];
  for (const row of rows) {
    const cells = pipelines.map((pipeline) => {
      const scores = results.filter((r) => r.pipeline === pipeline && r[rowKey] === row);
      return percent(wordErrorRate(scores)).padStart(18);
    });
    lines.push([row.padEnd(14), ...cells].join(''));
  }
  return lines.join('\n');
}

/**
 * Whether the confidence tells good transcripts from bad: mean confidence of the
 * answers with WER under 15% and of those over 40%, per pipeline.
 */
function confidenceSummary(results: Result[]): string {
  const pipelines = [...new Set(results.map((r) => r.pipeline))];
  const mean = (rs: Result[]) =>
    rs.length ? (rs.reduce((sum, r) => sum + r.confidence, 0) / rs.length).toFixed(2) : '-';
  return pipelines
    .map((pipeline) => {
      const mine = results.filter((r) => r.pipeline === pipeline);
      const good = mine.filter((r) => r.errors / r.words < 0.15);
      const bad = mine.filter((r) => r.errors / r.words > 0.4);
      return `${pipeline}: ${mean(good)} (${good.length} answers under 15% WER), ${mean(bad)} (${bad.length} over 40%)`;
    })
    .join('; ');
}

/** `--transcripts`: each answer's reference and what was heard, worst first, to read the errors. */
function transcriptLines(results: Result[]): string {
  return [...results]
    .sort((a, b) => b.errors / b.words - a.errors / a.words)
    .map(
      (r) =>
        `\n${r.answerId} ${r.pipeline} ${r.condition} ${r.voice}: ${r.errors}/${r.words} errors\n` +
        `  said:  ${normaliseWords(r.reference).join(' ')}\n  heard: ${normaliseWords(r.heard).join(' ')}`,
    )
    .join('\n');
}

function realTimeFactors(results: Result[]): string {
  const pipelines = [...new Set(results.map((r) => r.pipeline))];
  return pipelines
    .map((pipeline) => {
      const mine = results.filter((r) => r.pipeline === pipeline);
      const audio = mine.reduce((sum, r) => sum + r.audioSeconds, 0);
      const spent = mine.reduce((sum, r) => sum + r.processSeconds, 0);
      return `${pipeline}: ${(spent / audio).toFixed(3)}`;
    })
    .join(', ');
}

async function main() {
  const pipelines = args.pipelines!.split(',');
  for (const name of pipelines) {
    if (!PIPELINES[name]) throw new Error(`unknown pipeline ${name}: ${Object.keys(PIPELINES)}`);
  }
  console.log(
    `Speech to text, ${set.toUpperCase()} set: ${answers.length} answers, voices ${voices.join(', ')}, ` +
      `noise at ${SNR_DB} dB SNR, recorded as Opus/WebM 16 kHz ${APP_BITRATE}b/s`,
  );
  if (args.mix || args.decoder) {
    console.log(`Trying: mix ${JSON.stringify(mix)}, decoder ${JSON.stringify(decoder)}`);
  }
  if (args.codec) {
    const formats = ['wav', '16k', '24k', '32k', '48k', '32k@48000'];
    const results = await evaluate(
      pipelines.flatMap((pipeline) =>
        formats.map((format) => ({ pipeline, condition: format, format, noise: 'clean' as const })),
      ),
    );
    console.log('\nWord error rate by recording format (clean speech)');
    console.log(table(results, 'condition', formats));
    return;
  }
  const conditions = args.conditions!.split(',') as Condition[];
  for (const condition of conditions) {
    if (!CONDITIONS.includes(condition)) throw new Error(`unknown condition ${condition}`);
  }
  const results = await evaluate(
    pipelines.flatMap((pipeline) =>
      conditions.map((condition) => ({
        pipeline,
        condition,
        format: APP_BITRATE,
        noise: condition,
      })),
    ),
  );
  if (args.transcripts) console.log(transcriptLines(results));
  console.log('\nWord error rate by condition');
  console.log(table(results, 'condition', conditions));
  const cleanOnly = results.filter((r) => r.condition === 'clean');
  if (cleanOnly.length > 0) {
    console.log('\nWord error rate by voice (clean)');
    console.log(table(cleanOnly, 'voice', voices));
  }
  console.log(`\nMean confidence: ${confidenceSummary(results)}`);
  console.log(
    `\nReal-time factor (CPU seconds of ffmpeg + pocketsphinx / audio seconds): ${realTimeFactors(results)}`,
  );
}

await main();
