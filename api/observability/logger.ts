import { createRequire } from 'node:module';
import { type DestinationStream, type Logger, pino } from 'pino';
import { LogEnvSchema, type LogLevel, type LogSettings, logSettingsFrom } from './logSettings';

/**
 * Secrets that must never reach a log line, where callers commonly put them: a body, a
 * header set, a request or an options object handed to `logger.x({ … })`. Request log
 * lines carry no headers or bodies at all (requestLog.ts); this is the second line of
 * defence. Exact paths only: wildcard paths (`*.password`) cost ~6 µs per line, these
 * under 1.
 */
const REDACTED_PATHS = [
  'password',
  'confirmPassword',
  'body.password',
  'cookie',
  'authorization',
  'apiKey',
  ...['headers', 'req.headers', 'request.headers', 'config.headers', 'err.config.headers'].flatMap(
    (headers) => [
      `${headers}.cookie`,
      `${headers}.authorization`,
      `${headers}.Authorization`,
      `${headers}["set-cookie"]`,
    ],
  ),
];

/**
 * Where lines go, switchable after the logger exists: pino binds its stream when it is
 * created, and modules create their child loggers at import, long before the server has
 * read `.env` (which may ask for pretty output).
 */
const output = {
  target: stdoutDestination(),
  kind: 'stdout' as 'stdout' | 'pretty' | 'elsewhere',
  write(line: string) {
    this.target.write(line);
  },
};

const fromProcess = LogEnvSchema.safeParse(process.env);
const initial = fromProcess.success ? logSettingsFrom(fromProcess.data) : {};

/**
 * Parley's one logger: JSON lines on stdout (`LOG_PRETTY=true`: readable ones), at
 * `LOG_LEVEL` (default `info`; `silent` under vitest unless LOG_LEVEL is given).
 * Modules log through a child that names them: `moduleLogger('transcription')`, the same
 * as `logger.child({ module: 'transcription' })`. Children follow later level changes.
 */
export const logger: Logger = pino(
  {
    level: initial.level ?? defaultLevel(),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  output,
);
if (initial.pretty) switchOutput(true);

export function moduleLogger(module: string): Logger {
  return logger.child({ module });
}

/**
 * Applies what the configuration asks for (api/app.ts calls it with `config.log`, read
 * after `.env`); unset fields leave the logger as it is. `destination` sends lines
 * somewhere else than stdout, e.g. a test's stream.
 */
export function configureLogging(settings: LogSettings & { destination?: DestinationStream }) {
  if (settings.level) logger.level = settings.level;
  if (settings.destination) {
    output.target = settings.destination;
    output.kind = 'elsewhere';
  } else if (settings.pretty !== undefined) switchOutput(settings.pretty);
}

/**
 * Notes the level and output in use and returns what puts them back: a test that sends
 * lines to its own stream with configureLogging hands the run back as it found it, even
 * when that was a LOG_LEVEL or LOG_PRETTY the developer asked for.
 */
export function saveLogging(): () => void {
  const { level } = logger;
  const { target, kind } = output;
  return () => {
    logger.level = level;
    output.target = target;
    output.kind = kind;
  };
}

/** Every app made in one process (tests make many) shares one stdout stream. */
function switchOutput(pretty: boolean) {
  const kind = pretty ? 'pretty' : 'stdout';
  if (output.kind === kind) return;
  output.target = pretty ? prettyOutput() : stdoutDestination();
  output.kind = kind;
}

/**
 * Synchronous, pino's own default: a line is written before the call returns, so none is
 * lost when the process dies. The asynchronous mode handed every write to libuv's thread
 * pool and back, which cost the request's thread more than the write itself on two cores
 * shared with PostgreSQL: 6–12 µs of the client dashboard's ~320 µs a request
 * (docs/SCALING.md, 7 Dec, third session).
 */
function stdoutDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

function defaultLevel(): LogLevel {
  return process.env.VITEST ? 'silent' : 'info';
}

/** pino-pretty is a development dependency, so it is loaded only when asked for. */
function prettyOutput(): DestinationStream {
  const require = createRequire(import.meta.url);
  let pretty: typeof import('pino-pretty');
  try {
    pretty = require('pino-pretty');
  } catch {
    throw new Error('LOG_PRETTY=true needs pino-pretty, a development dependency (npm install)');
  }
  return pretty({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' });
}
