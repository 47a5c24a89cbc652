import path from 'node:path';
import { z } from 'zod';
import { LogEnvSchema, logSettingsFrom } from './observability/logSettings';
import { parseTrustedProxies } from './security/trustedProxies';
import type { StorageSettings } from './storage/settings';

/**
 * Everything the server reads from the environment, parsed once at start-up so a
 * typo in `.env` fails loudly instead of surfacing as odd behaviour later.
 */
const EnvSchema = z.object({
  /** `production` turns off everything demo (see README, "Running Parley in production"). */
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless asked: the demo accounts must not be reachable from the network by accident.
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  DIST_DIR: z.string().default('dist'),
  SESSION_SECRET: z.string().min(16).optional(),
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  ALLOWED_ORIGINS: z.string().default(''),
  TRANSCRIPTION_PROVIDER: z.enum(['local', 'openai', 'none', 'auto']).default('auto'),
  TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** First wait before a transcription that storage or the database failed is tried again. */
  TRANSCRIPTION_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(10),
  /**
   * `project` (default): the local engine hears each project with a language model built
   * from its brief, questions and answers (api/transcription/languageModel/); `generic`:
   * pocketsphinx's own en-us model only.
   */
  TRANSCRIPTION_LANGUAGE_MODEL: z.enum(['project', 'generic']).default('project'),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  /** How long generate-analysis waits for its job before answering 202 with the running analysis. */
  ANALYSIS_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4.1-mini'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  OPENAI_EMBEDDING_MODEL: z.string().min(1).default('text-embedding-3-small'),
  OPENAI_EMBEDDING_DIMENSIONS: z.coerce.number().int().positive().optional(),
  MAX_AUDIO_MB: z.coerce.number().positive().default(50),
  MAX_RESUME_MB: z.coerce.number().positive().default(5),
  LOGIN_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_ADDRESS_FREE_FAILURES: z.coerce.number().int().positive().default(100),
  LOGIN_MAX_DELAY_MINUTES: z.coerce.number().positive().default(15),
  // Replaced by the growing delays above; refused so an old .env does not silently change meaning.
  LOGIN_MAX_ATTEMPTS: z
    .undefined({ error: 'LOGIN_MAX_ATTEMPTS is replaced by LOGIN_FREE_FAILURES' })
    .optional(),
  LOGIN_WINDOW_MINUTES: z
    .undefined({
      error: 'LOGIN_WINDOW_MINUTES is replaced by growing delays capped by LOGIN_MAX_DELAY_MINUTES',
    })
    .optional(),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Parley <no-reply@parley.local>'),
  PUBLIC_URL: z.string().url().optional(),
  ...LogEnvSchema.shape,
  /** Unset: /metrics answers this machine only (api/observability/metricsAccess.ts). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** local: DATA_DIR/uploads (one server); s3: an S3-compatible bucket (several servers). */
  STORAGE_BACKEND: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[^/]+$/, 'S3_BUCKET is a bucket name, without slashes')
    .optional(),
  S3_PREFIX: z
    .string()
    .default('')
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .transform((prefix) => (prefix ? `${prefix}/` : '')),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Settings that only make sense together; each problem is named at start-up. */
const CheckedEnvSchema = EnvSchema.superRefine((e, ctx) => {
  if (e.STORAGE_BACKEND === 's3' && !e.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required with STORAGE_BACKEND=s3',
    });
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set neither for the AWS default chain)',
    });
  }
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  return {
    /** No demo data, no demo passwords, a SESSION_SECRET required. */
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? `pglite://${path.join(dataDir, 'pglite')}`,
    dataDir,
    distDir: path.resolve(e.DIST_DIR),
    sessionSecret: e.SESSION_SECRET,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_HOURS * 3600_000,
    /** proxy-addr entries whose X-Forwarded-* headers are believed; empty: none. */
    trustedProxies: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    transcription: {
      provider: e.TRANSCRIPTION_PROVIDER,
      timeoutMs: e.TRANSCRIPTION_TIMEOUT_MS,
      retryDelaySeconds: e.TRANSCRIPTION_RETRY_DELAY_SECONDS,
      languageModel: e.TRANSCRIPTION_LANGUAGE_MODEL,
    },
    ai: { provider: e.AI_PROVIDER, analysisWaitMs: e.ANALYSIS_WAIT_MS },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseURL: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      transcriptionModel: e.OPENAI_TRANSCRIPTION_MODEL,
      /** How long one analysis call (answer, summary, themes, sentiment, embeddings) may take. */
      timeoutMs: e.OPENAI_TIMEOUT_MS,
      /** null (OPENAI_EMBEDDING_MODEL=none): no embeddings, full-text retrieval only. */
      embeddingModel: e.OPENAI_EMBEDDING_MODEL === 'none' ? null : e.OPENAI_EMBEDDING_MODEL,
      /** Shorter vectors (text-embedding-3 models accept it) make hybrid search faster. */
      embeddingDimensions: e.OPENAI_EMBEDDING_DIMENSIONS,
    },
    limits: {
      audioBytes: Math.round(e.MAX_AUDIO_MB * 1024 * 1024),
      resumeBytes: Math.round(e.MAX_RESUME_MB * 1024 * 1024),
      jsonBytes: 1024 * 1024,
    },
    /** See LoginThrottlePolicy in api/security/loginThrottle.ts. */
    loginThrottle: {
      accountAddressFreeFailures: e.LOGIN_FREE_FAILURES,
      accountFreeFailures: e.LOGIN_ACCOUNT_FREE_FAILURES,
      addressFreeFailures: e.LOGIN_ADDRESS_FREE_FAILURES,
      firstDelayMs: 1000,
      maxDelayMs: e.LOGIN_MAX_DELAY_MINUTES * 60_000,
      forgetAfterMs: 24 * 3600_000,
    },
    // Production never loads the demo data, whatever SEED_ON_EMPTY says.
    seedOnEmpty: e.SEED_ON_EMPTY && !production,
    mail: {
      /** Unset: messages go to the server log and the admin's outbox screen only. */
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      /** Where links in mail point; the address people open the app at. */
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    },
    /** LOG_LEVEL and LOG_PRETTY; unset ones keep the logger's defaults (api/observability/logger.ts). */
    log: logSettingsFrom(e),
    metrics: { token: e.METRICS_TOKEN ?? null },
    storage: storageSettings(e, dataDir),
  };
}

function storageSettings(e: z.output<typeof EnvSchema>, dataDir: string): StorageSettings {
  if (e.STORAGE_BACKEND === 'local') {
    return { backend: 'local', root: path.join(dataDir, 'uploads') };
  }
  return {
    backend: 's3',
    bucket: e.S3_BUCKET!,
    prefix: e.S3_PREFIX,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    tempDir: path.join(dataDir, 'tmp', 'storage'),
  };
}
