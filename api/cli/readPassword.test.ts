import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PasswordInputError, readPassword } from './readPassword';

/** A terminal as readPassword sees it: a stream with isTTY and raw mode. */
function fakeTerminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      this.rawModes.push(mode);
      return this;
    },
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
  });
  /** Types `keys` once the prompt numbered `prompt` (1-based) is on screen. */
  const typeAtPrompt = async (prompt: number, keys: string) => {
    while ((shown.match(/: /g) ?? []).length < prompt) await new Promise((r) => setTimeout(r, 5));
    input.write(keys);
  };
  return { input, output, shown: () => shown, typeAtPrompt };
}

describe('readPassword from a pipe', () => {
  it('takes the first line, spaces and all', async () => {
    const input = new PassThrough();
    input.end('  pass word with spaces \r\nsecond line\n');
    expect(await readPassword({ input, output: new PassThrough() })).toBe(
      '  pass word with spaces ',
    );
  });

  it('refuses an empty pipe', async () => {
    const input = new PassThrough();
    input.end('');
    await expect(readPassword({ input, output: new PassThrough() })).rejects.toThrow(
      'No password on standard input',
    );
  });
});

describe('readPassword on a terminal', () => {
  it('asks twice, echoes nothing, honours backspace and leaves raw mode', async () => {
    const terminal = fakeTerminal();
    const reading = readPassword(terminal);
    await terminal.typeAtPrompt(1, 'secret-passX\u007f');
    await terminal.typeAtPrompt(1, 'word\r');
    await terminal.typeAtPrompt(2, 'secret-password\r');
    expect(await reading).toBe('secret-password');
    expect(terminal.shown()).toBe('Password: \nRepeat the password: \n');
    expect(terminal.input.rawModes).toEqual([true, false, true, false]);
  });

  it('refuses two different entries', async () => {
    const terminal = fakeTerminal();
    const reading = readPassword(terminal);
    await terminal.typeAtPrompt(1, 'first-password\r');
    await terminal.typeAtPrompt(2, 'other-password\r');
    await expect(reading).rejects.toThrow(new PasswordInputError('The two passwords differ.'));
  });

  it('stops on Ctrl-C', async () => {
    const terminal = fakeTerminal();
    const reading = readPassword(terminal);
    await terminal.typeAtPrompt(1, 'half\u0003');
    await expect(reading).rejects.toThrow('Cancelled.');
    expect(terminal.input.rawModes).toEqual([true, false]);
  });
});
