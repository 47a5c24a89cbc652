import { describe, expect, it } from 'vitest';
import { newOperation, type OutboxOperation } from '../../../sync/outbox/operations';
import { answerKindOf, answerSavedToast, describeOperations } from './answerWording';

function queued(payload: Parameters<typeof newOperation>[0]): OutboxOperation {
  // As a storage would hold it (the spread loses the payload union, as in memoryStorage).
  return { ...newOperation(payload), seq: 1 } as OutboxOperation;
}
const typed = queued({
  kind: 'submitAnswer',
  interviewId: 'int_1',
  questionId: 'q1',
  answerText: 'Typed',
});
const recorded = queued({
  kind: 'submitAnswer',
  interviewId: 'int_1',
  questionId: 'q2',
  audio: { mimeType: 'audio/webm', durationMs: 4_000 },
});
const skipped = queued({ kind: 'skip', interviewId: 'int_1', questionId: 'q3' });
const finish = queued({ kind: 'finish', interviewId: 'int_1' });

describe('answerKindOf', () => {
  it('calls an answer with audio recorded, even with text typed beside it', () => {
    expect(answerKindOf({ answerText: 'and a note', hasAudio: true })).toBe('recorded');
    expect(answerKindOf({ answerText: '', hasAudio: true })).toBe('recorded');
  });

  it('calls text alone typed, and the skip marker skipped', () => {
    expect(answerKindOf({ answerText: 'Hard to say, it depends.', hasAudio: false })).toBe('typed');
    expect(answerKindOf({ answerText: '[Skipped]', hasAudio: false })).toBe('skipped');
  });
});

describe('answerSavedToast', () => {
  it('never calls a typed answer a voice response', () => {
    const toast = answerSavedToast('typed', true);
    expect(toast).toEqual({
      title: 'Answer Submitted',
      description: 'Your typed answer has been saved.',
    });
    expect(JSON.stringify(toast)).not.toMatch(/voice|record/i);
  });

  it('says a recording is transcribed online and kept on the device offline', () => {
    expect(answerSavedToast('recorded', true).description).toBe(
      'Your recorded answer has been saved. Its transcript follows on the server.',
    );
    expect(answerSavedToast('typed', false).description).toBe(
      "Your typed answer has been saved. It is kept on this device and sent when you're back online.",
    );
  });
});

describe('describeOperations', () => {
  it('counts each kind in its own words', () => {
    expect(describeOperations([typed])).toBe('1 typed answer');
    expect(describeOperations([recorded, recorded])).toBe('2 recorded answers');
    expect(describeOperations([recorded, typed, skipped, recorded])).toBe(
      '2 recorded answers, 1 typed answer and 1 skipped question',
    );
  });

  it('names the finish, unless asked to leave it out', () => {
    expect(describeOperations([typed, finish])).toBe('1 typed answer and the end of the interview');
    expect(describeOperations([finish], { includeFinish: false })).toBe('');
    expect(describeOperations([])).toBe('');
  });
});
