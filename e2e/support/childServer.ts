import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { nodeArgsFor } from '../../api/lib/nodeEntryPoint';

export interface ChildServer {
  /** The port the server said it listens on; undefined when `ready` captures none (a worker). */
  port: number | undefined;
  /** The process id, to signal it (a test that kills a worker mid-job). */
  pid: number;
  /** Everything it printed up to being ready. */
  output: string;
  /** Settles when the process has exited, for whatever reason. */
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /**
   * A TypeScript entry point, run with `node --import tsx`, or a built one (`.js`, such as
   * BUILT_SERVER from scripts/buildServer.ts), run with node as `npm start` runs it.
   */
  script: string;
  /** Arguments after the script, e.g. `--role=worker`. */
  args?: string[];
  env: NodeJS.ProcessEnv;
  /** Matches the line that says the server is ready; group 1, if any, is the port. */
  ready: RegExp;
  /** Echo the output (e2e) instead of only keeping it for error messages (bench). */
  echo?: boolean;
  /**
   * Append the output to this file instead of piping it here, as an operator's
   * `npm start >> parley.log` would: a load bench's own process, which drives the load, must
   * not also read the line the server logs for every request (`ready` is polled for).
   */
  outputFile?: string;
}

/** Starts a server script in a child process and waits until it prints that it is ready. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const outputTo = options.outputFile ? fs.openSync(options.outputFile, 'a') : 'pipe';
  const child = spawn(process.execPath, [...nodeArgsFor(options.script), ...(options.args ?? [])], {
    env: options.env,
    stdio: ['ignore', outputTo, outputTo],
  });
  if (typeof outputTo === 'number') fs.closeSync(outputTo);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const { port, output } = await waitUntilReady(child, options);
    return { port, pid: child.pid!, output, exited, stop: () => stopProcess(child, exited) };
  } catch (error) {
    await stopProcess(child, exited);
    throw error;
  }
}

function waitUntilReady(
  child: ChildProcess,
  options: ChildServerOptions,
): Promise<{ port: number | undefined; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    let isReady = false;
    const checkReady = () => {
      const ready = options.ready.exec(output);
      if (!ready) return;
      isReady = true;
      resolve({ port: ready[1] === undefined ? undefined : Number(ready[1]), output });
    };
    const { outputFile } = options;
    const polling =
      outputFile &&
      setInterval(() => {
        output = fs.readFileSync(outputFile, 'utf8');
        checkReady();
        if (isReady) clearInterval(polling);
      }, 100);
    const onData = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      if (options.echo) stream.write(chunk);
      // Once ready, the output is only drained: a server under load logs every request, and
      // keeping (and searching) all of it would load the bench process that drives the load.
      if (isReady) return;
      output += chunk.toString();
      checkReady();
    };
    child.stdout?.on('data', (chunk: Buffer) => onData(chunk, process.stdout));
    child.stderr?.on('data', (chunk: Buffer) => onData(chunk, process.stderr));
    child.once('exit', (code, signal) => {
      if (polling) clearInterval(polling);
      if (outputFile) output = fs.readFileSync(outputFile, 'utf8');
      reject(
        new Error(
          `${options.script} exited (${signal ?? `code ${code}`}) before it was ready:\n${output}`,
        ),
      );
    });
  });
}

async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
