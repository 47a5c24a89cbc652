/** The streams a password is read from; process.stdin / process.stderr, or fakes in tests. */
export interface PasswordStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  /** Prompts go here (stderr), so stdout carries only the result. */
  output: NodeJS.WritableStream;
}

export class PasswordInputError extends Error {}

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);
const ESCAPE = '\u001b';

/**
 * The new account's password: from a pipe, its first line (`printf '%s\n' "$PW" | …`);
 * on a terminal, typed twice at a prompt that echoes nothing. Never from the command
 * line, where it would sit in the shell history and in `ps` for every user to read.
 */
export async function readPassword({ input, output }: PasswordStreams): Promise<string> {
  if (!input.isTTY) return readFirstLine(input);
  const first = await promptHidden('Password: ', { input, output });
  const second = await promptHidden('Repeat the password: ', { input, output });
  if (first !== second) throw new PasswordInputError('The two passwords differ.');
  return first;
}

async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  }
  const [line = ''] = text.split(/\r?\n/);
  if (!line) {
    throw new PasswordInputError(
      'No password on standard input: pipe it in, e.g. printf \'%s\\n\' "$PASSWORD" | npm run user:create -- …',
    );
  }
  return line;
}

function promptHidden(prompt: string, { input, output }: PasswordStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (result: () => void) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      result();
    };
    const onData = (chunk: Buffer | string) => {
      const text = chunk.toString();
      // Arrow keys and the like arrive as escape sequences: not part of a password.
      if (text.startsWith(ESCAPE)) return;
      for (const char of text) {
        if (ENTER.has(char) || char === CTRL_D) return finish(() => resolve(value));
        if (char === CTRL_C) return finish(() => reject(new PasswordInputError('Cancelled.')));
        if (BACKSPACE.has(char)) value = Array.from(value).slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    output.write(prompt);
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}
