import { afterEach, describe, expect, it } from 'vitest';
import { configureLogging, logger, moduleLogger } from './logger';

const lines: Record<string, unknown>[] = [];
const capture = { write: (line: string) => lines.push(JSON.parse(line)) };

afterEach(() => {
  lines.length = 0;
  configureLogging({ level: 'silent', pretty: false });
});

describe('logger', () => {
  // Tests the default that a LOG_LEVEL set for the run deliberately overrides.
  it.skipIf(process.env.LOG_LEVEL)('is silent under vitest unless LOG_LEVEL is given', () => {
    expect(logger.level).toBe('silent');
  });

  it('names the module of a child, and children follow a later level change', () => {
    const log = moduleLogger('transcription');
    configureLogging({ level: 'warn', destination: capture });
    log.info('not at warn');
    log.warn({ answerId: 'ans_1' }, 'slow');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        module: 'transcription',
        answerId: 'ans_1',
        msg: 'slow',
      }),
    ]);
  });

  it('blanks passwords, cookies and authorization headers wherever callers usually put them', () => {
    configureLogging({ level: 'info', destination: capture });
    logger.info({
      password: 'hunter2-secret',
      body: { password: 'hunter2-body' },
      headers: { cookie: 'parley.sid=abc', authorization: 'Bearer prl_secret' },
      req: { headers: { cookie: 'parley.sid=def' } },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/hunter2|parley\.sid|prl_secret/);
    expect(lines[0]).toMatchObject({ password: '[redacted]', headers: { cookie: '[redacted]' } });
  });
});
