import { pino } from 'pino';
import type { LogLevel } from '../observability/logSettings';

export type LevelName = Exclude<LogLevel, 'silent'>;

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

/** One JSON line of pino's, or null for anything else (a stack, a child's own output). */
export function parseLogLine(text: string): LoggedLine | null {
  if (!text.startsWith('{')) return null;
  try {
    const { level: levelNumber, ...fields } = JSON.parse(text) as { level?: number; msg?: unknown };
    const level = pino.levels.labels[levelNumber ?? 0] as LevelName | undefined;
    return level && typeof fields.msg === 'string' ? ({ ...fields, level } as LoggedLine) : null;
  } catch {
    return null;
  }
}

/** The log lines in what a server process printed, so a test reads its messages as logged. */
export function serverLogLines(output: string): LoggedLine[] {
  return output.split('\n').flatMap((text) => parseLogLine(text) ?? []);
}

/** The messages a server process logged at `level`. */
export function messagesAt(output: string, level: LevelName): string[] {
  return serverLogLines(output)
    .filter((line) => line.level === level)
    .map((line) => line.msg);
}
