import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './backoff';
import { classifyResponse } from './classify';
import { fakeResponse } from './testing';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('classifyResponse', () => {
  it.each([
    [fakeResponse(201), 'acknowledge'],
    [fakeResponse(200), 'acknowledge'],
    [fakeResponse(409, 'x', { 'X-Error-Code': 'already_answered' }), 'conflict'],
    [fakeResponse(409, 'x', { 'X-Error-Code': 'request_in_flight' }), 'retry'],
    [fakeResponse(500, 'x'), 'retry'],
    [fakeResponse(503, 'x'), 'retry'],
    [fakeResponse(429, 'x'), 'retry'],
    [fakeResponse(409, 'x', { 'X-Error-Code': 'interview_finished' }), 'reject'],
    [fakeResponse(400, 'x'), 'reject'],
    [fakeResponse(403, 'x'), 'reject'],
    [fakeResponse(404, 'x'), 'reject'],
    [fakeResponse(422, 'x'), 'reject'],
  ])('%#: status %o → %s', async (response, kind) => {
    expect((await classifyResponse(response, NOW)).kind).toBe(kind);
  });

  it("keeps the server's text as the reason", async () => {
    expect(await classifyResponse(fakeResponse(404, 'Interview not found'), NOW)).toEqual({
      kind: 'reject',
      reason: '404: Interview not found',
    });
  });

  it('holds an answer another device beat to the server, with its reason', async () => {
    const response = fakeResponse(409, 'This question has already been answered', {
      'X-Error-Code': 'already_answered',
    });
    expect(await classifyResponse(response, NOW)).toEqual({
      kind: 'conflict',
      reason: '409: This question has already been answered',
    });
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', NOW)).toBe(5_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', NOW)).toBe(0);
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs(null, NOW)).toBeNull();
  });
});
