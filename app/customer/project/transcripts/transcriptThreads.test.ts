import { describe, expect, it } from 'vitest';
import type { TranscriptAnswer, TranscriptQuestion } from '../../../../sync/contract/analytics';
import { answerElementId, answerView, transcriptThreads } from './transcriptThreads';

function question(
  id: string,
  parentQuestionId: string | null = null,
  answer: TranscriptAnswer | null = null,
): TranscriptQuestion {
  return {
    id,
    questionText: `Question ${id}`,
    questionType: parentQuestionId ? 'followup' : 'base',
    parentQuestionId,
    orderIndex: 0,
    answer,
  };
}

function answer(
  answerText: string,
  transcriptionStatus: TranscriptAnswer['transcriptionStatus'] = 'none',
): TranscriptAnswer {
  return {
    id: 'ans_1',
    answerText,
    transcript: null,
    transcriptionStatus,
    hasAudio: transcriptionStatus !== 'none',
    durationMs: null,
    transcriptConfidence: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    quality: { score: 50, words: 3, reasons: [] },
    additions: [],
  };
}

const shape = (threads: ReturnType<typeof transcriptThreads>) =>
  threads.map((thread) => [thread.question.id, thread.followups.map((f) => f.id)]);

describe('transcriptThreads', () => {
  it('puts follow-ups, and follow-ups of follow-ups, under their base question', () => {
    const threads = transcriptThreads([
      question('q1'),
      question('f1', 'q1'),
      question('f2', 'f1'),
      question('q2'),
      question('q3'),
      question('f3', 'q3'),
    ]);
    expect(shape(threads)).toEqual([
      ['q1', ['f1', 'f2']],
      ['q2', []],
      ['q3', ['f3']],
    ]);
  });

  it('keeps a follow-up whose parent is missing as a thread of its own', () => {
    expect(shape(transcriptThreads([question('q1'), question('f9', 'gone')]))).toEqual([
      ['q1', []],
      ['f9', []],
    ]);
  });

  it('ends on a parent cycle, showing each question once', () => {
    expect(shape(transcriptThreads([question('a', 'b'), question('b', 'a')]))).toEqual([
      ['a', []],
      ['b', []],
    ]);
  });
});

describe('answerView', () => {
  it('tells text, skips, missing and voice answers apart', () => {
    expect(answerView(null)).toEqual({ kind: 'notAnswered' });
    expect(answerView(answer('[Skipped]'))).toEqual({ kind: 'skipped' });
    expect(answerView(answer('<script>alert(1)</script>'))).toEqual({
      kind: 'text',
      text: '<script>alert(1)</script>',
    });
    expect(answerView(answer('', 'pending'))).toEqual({ kind: 'transcribing' });
    expect(answerView(answer(' ', 'failed'))).toEqual({ kind: 'transcriptionFailed' });
    expect(answerView(answer(''))).toEqual({ kind: 'empty' });
  });

  it('names answer elements after the answer id', () => {
    expect(answerElementId('ans_42')).toBe('answer-ans_42');
  });
});
