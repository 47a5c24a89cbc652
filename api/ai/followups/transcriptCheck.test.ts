import { describe, expect, it } from 'vitest';
import { transcriptDoubts } from '../../quality/transcriptDoubts';
import { followupSubject, type ThreadExchange } from './subject';
import { confirmsTranscript, isTranscriptCheck, transcriptCheck } from './transcriptCheck';

const BASE = 'How is private credit changing mid-market lending?';
const GARBLED = 'art art the market is in a the of growing';
const CLEAN =
  'private credit funds are taking market share from regional banks in mid market lending';

const heard = (text: string, confidence: number | null = null): ThreadExchange['answer'] => ({
  text,
  speech: { confidence },
});
const typed = (text: string): ThreadExchange['answer'] => ({ text, speech: null });

describe('transcriptDoubts', () => {
  it.each<[string, number | null, string[]]>([
    // Recognition garbage as pocketsphinx makes it: dictionary words in an impossible order.
    [GARBLED, null, ['repeated_words', 'broken_word_order']],
    ['and the of a the in to it the of our a the market in', null, ['broken_word_order']],
    ['um uh so uh yeah hmm the um thing', null, ['noise']],
    ['the the deal is is done', null, ['repeated_words']],
    // pocketsphinx on a recording under pink noise: a phrase looped.
    ['i live i live in the hand', null, ['repeated_words']],
    ['[noise] we <unk> ++breath++ the ++noise++ report', null, ['noise']],
    // A low confidence is a doubt whatever the text.
    [CLEAN, 0.35, ['low_confidence']],
    [GARBLED, 0.2, ['low_confidence', 'repeated_words', 'broken_word_order']],
    // Nothing to doubt.
    [CLEAN, null, []],
    [CLEAN, 0.6, []],
    [CLEAN, 0.93, []],
    [
      'we moved forty percent of our deposits into the new treasury sweep product last year',
      null,
      [],
    ],
    // One stutter on a function word in a long answer is speech, not garbage.
    [
      'i i think the biggest shift is that insurers now buy the senior tranches directly from the funds',
      null,
      [],
    ],
    // Too short to show a pattern: judged on confidence alone.
    ['yes yes', null, []],
  ])('%j (confidence %s) → %j', (text, confidence, doubts) => {
    expect(transcriptDoubts({ text, confidence })).toEqual(doubts);
  });
});

describe('transcriptCheck', () => {
  it('asks the expert to check a doubtful transcript, quoting what was understood', () => {
    expect(transcriptCheck(GARBLED, null)).toEqual({
      ask: true,
      kind: 'transcript_check',
      question: `I may have misheard you — I understood: "${GARBLED}". Is that right? You can re-record or correct it.`,
      reason: 'The transcript is doubtful: it repeats words, its word order is broken',
    });
  });

  it('quotes at most 30 words of a long transcript', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const check = transcriptCheck(long, 0.1);
    expect(check).toMatchObject({ ask: true });
    if (check?.ask) {
      expect(check.question).toContain('word29…".');
      expect(check.question).not.toContain('word30');
    }
  });

  it('leaves a trusted transcript alone', () => {
    expect(transcriptCheck(CLEAN, 0.9)).toBeNull();
  });

  it('recognises its own question', () => {
    const check = transcriptCheck(GARBLED, null);
    expect(check?.ask && isTranscriptCheck(check.question)).toBe(true);
    expect(isTranscriptCheck(BASE)).toBe(false);
  });

  it.each([
    ['Yes', true],
    ["Yes, that's right.", true],
    ['yeah correct', true],
    ["That's correct", true],
    ['Exactly.', true],
    ['No, I said the market for private credit is growing', false],
    ['Yes, but I also said insurers are buying the senior tranches directly from the funds', false],
    ['', false],
  ])('%j confirms the transcript: %s', (reply, confirms) => {
    expect(confirmsTranscript(reply)).toBe(confirms);
  });
});

describe('followupSubject', () => {
  it('checks a doubtful transcript instead of following it up', () => {
    const subject = followupSubject([{ questionText: BASE, answer: heard(GARBLED) }], 0, 'P');
    expect(subject).toEqual({ decided: expect.objectContaining({ kind: 'transcript_check' }) });
  });

  it('checks a transcript the engine doubted, however clean it reads', () => {
    const subject = followupSubject([{ questionText: BASE, answer: heard(CLEAN, 0.4) }], 0, 'P');
    expect(subject).toEqual({ decided: expect.objectContaining({ kind: 'transcript_check' }) });
  });

  it('never judges typed text as a transcript', () => {
    const subject = followupSubject([{ questionText: BASE, answer: typed(GARBLED) }], 0, 'P');
    expect(subject).toEqual({
      advise: { projectName: 'P', questionText: BASE, answerText: GARBLED, previous: [] },
    });
  });

  it('asks the engine about a trusted transcript, telling it the text was heard', () => {
    const subject = followupSubject([{ questionText: BASE, answer: heard(CLEAN, 0.9) }], 0, 'P');
    expect(subject).toEqual({
      advise: {
        projectName: 'P',
        questionText: BASE,
        answerText: CLEAN,
        previous: [],
        speech: { confidence: 0.9 },
      },
    });
  });

  it('follows up the checked answer itself once the expert confirms it', () => {
    const check = transcriptCheck(CLEAN, 0.4);
    if (!check?.ask) throw new Error('expected a check');
    const thread: ThreadExchange[] = [
      { questionText: BASE, answer: heard(CLEAN, 0.4) },
      { questionText: check.question, answer: typed('Yes, that is right.') },
    ];
    expect(followupSubject(thread, 1, null)).toEqual({
      advise: { projectName: null, questionText: BASE, answerText: CLEAN, previous: [] },
    });
  });

  it("follows up the expert's correction, as the answer to the question checked", () => {
    const check = transcriptCheck(GARBLED, null);
    if (!check?.ask) throw new Error('expected a check');
    const correction = 'The market for private credit is growing, mostly in Europe.';
    const thread: ThreadExchange[] = [
      { questionText: BASE, answer: heard(GARBLED) },
      { questionText: check.question, answer: typed(correction) },
    ];
    expect(followupSubject(thread, 1, null)).toEqual({
      advise: { projectName: null, questionText: BASE, answerText: correction, previous: [] },
    });
  });

  it('checks once per base question: a doubtful correction gets nothing more', () => {
    const check = transcriptCheck(GARBLED, null);
    if (!check?.ask) throw new Error('expected a check');
    const thread: ThreadExchange[] = [
      { questionText: BASE, answer: heard(GARBLED) },
      { questionText: check.question, answer: heard('the the of a market a the growing') },
    ];
    expect(followupSubject(thread, 1, null)).toEqual({
      decided: { ask: false, reason: expect.stringContaining('checked once already') },
    });
  });

  it('gives the engine the earlier exchanges of the thread, without the check', () => {
    const check = transcriptCheck(GARBLED, null);
    if (!check?.ask) throw new Error('expected a check');
    const followup = 'Could you put a figure on private credit?';
    const thread: ThreadExchange[] = [
      { questionText: BASE, answer: heard(GARBLED) },
      { questionText: check.question, answer: typed('Private credit is growing.') },
      { questionText: followup, answer: typed('Maybe by a lot.') },
    ];
    expect(followupSubject(thread, 2, null)).toEqual({
      advise: {
        projectName: null,
        questionText: followup,
        answerText: 'Maybe by a lot.',
        previous: [{ question: BASE, answer: GARBLED }],
      },
    });
  });
});
