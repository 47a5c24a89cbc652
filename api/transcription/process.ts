import { spawn } from 'node:child_process';
import fs from 'node:fs';

export class ProcessTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Process killed after ${timeoutMs} ms`);
  }
}

export class ProcessExitError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`Process exited with ${exitCode ?? 'a signal'}: ${stderr.trim()}`);
  }
}

export interface RunOptions {
  /** A file streamed to the process's stdin; stdin is closed at once without one. */
  stdinPath?: string;
  timeoutMs: number;
}

const MAX_CAPTURE_BYTES = 1024 * 1024;

/**
 * Runs a program to completion and returns its stdout. The child leads its own
 * process group, so a timeout kills the whole pipeline it started (bash, ffmpeg,
 * pocketsphinx), not only the shell.
 */
export function runProcess(command: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const capture = (current: string, chunk: Buffer) =>
      current.length < MAX_CAPTURE_BYTES ? current + chunk.toString('utf8') : current;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout = capture(stdout, chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = capture(stderr, chunk);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutMs);

    // The reader may stop early (bad input, timeout): EPIPE on stdin is expected then,
    // and the exit status says what really happened.
    child.stdin.on('error', () => {});
    if (options.stdinPath) {
      const input = fs.createReadStream(options.stdinPath);
      input.on('error', (error) => {
        killGroup(child.pid);
        reject(error);
      });
      input.pipe(child.stdin);
    } else {
      child.stdin.end();
    }

    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new ProcessTimeoutError(options.timeoutMs));
      else if (code !== 0) reject(new ProcessExitError(code, stderr));
      else resolve(stdout);
    });
  });
}

function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
