import { pino } from 'pino';
import { onTestFinished } from 'vitest';
import { configureLogging, saveLogging } from '../observability';
import type { LogLevel } from '../observability/logSettings';

type LevelName = Exclude<LogLevel, 'silent'>;

/** One line the logger wrote: pino's fields, the level by name, and what the call added. */
export interface LoggedLine {
  level: LevelName;
  msg: string;
  /** The name given to moduleLogger. */
  module?: string;
  /** An error logged as `{ err }`, as pino serializes it. */
  err?: { type: string; message: string; stack: string } & Record<string, unknown>;
  [field: string]: unknown;
}

export interface CapturedLogs {
  /** Everything logged so far, in order. */
  lines: LoggedLine[];
  /** What one module logged, at `level` when given. */
  linesOf(module: string, level?: LevelName): LoggedLine[];
  /** The messages of linesOf. */
  messagesOf(module: string, level?: LevelName): string[];
}

/**
 * Collects what the logger writes from now until the current test ends, then gives the
 * logger back its level and output. The logger is silent under vitest, so a test that
 * checks a line is logged has to ask for it. Call it in a test or in a beforeEach, after
 * making any app: createApp applies the run's LOG_LEVEL and LOG_PRETTY over the capture.
 *
 * The default level is the server's own default: a line captured here is one a
 * production server prints.
 */
export function captureLogs(level: LevelName = 'info'): CapturedLogs {
  const lines: LoggedLine[] = [];
  onTestFinished(saveLogging());
  configureLogging({
    level,
    destination: {
      write(text: string) {
        const { level: levelNumber, ...fields } = JSON.parse(text) as { level: number };
        lines.push({ ...fields, level: pino.levels.labels[levelNumber] } as LoggedLine);
      },
    },
  });
  const linesOf = (module: string, at?: LevelName) =>
    lines.filter((line) => line.module === module && (at === undefined || line.level === at));
  return {
    lines,
    linesOf,
    messagesOf: (module, at) => linesOf(module, at).map((line) => line.msg),
  };
}
