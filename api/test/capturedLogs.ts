import { onTestFinished } from 'vitest';
import { configureLogging, saveLogging } from '../observability';
import { type LevelName, type LoggedLine, parseLogLine } from './logLines';

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
        const line = parseLogLine(text);
        if (line) lines.push(line);
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
