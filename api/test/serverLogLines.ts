import { pino } from 'pino';

/** One JSON line of a Parley process's log (pino): its level's name and its message. */
export interface LogLine {
  level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
  msg: string;
}

/**
 * The log lines in what a server printed; anything else (a stack, a child's own output)
 * is left out, so a test reads the server's messages as they were logged.
 */
export function serverLogLines(output: string): LogLine[] {
  return output.split('\n').flatMap((text) => {
    if (!text.startsWith('{')) return [];
    try {
      const line = JSON.parse(text) as { level?: number; msg?: string };
      const level = pino.levels.labels[line.level ?? 0] as LogLine['level'] | undefined;
      return level && typeof line.msg === 'string' ? [{ level, msg: line.msg }] : [];
    } catch {
      return [];
    }
  });
}

/** The messages logged at `level`. */
export function messagesAt(output: string, level: LogLine['level']): string[] {
  return serverLogLines(output)
    .filter((line) => line.level === level)
    .map((line) => line.msg);
}
