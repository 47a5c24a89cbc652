import type { CurrentQuestionResponse, SessionQuestion } from '../../../sync/contract';
import { SKIPPED_ANSWER } from '../../../sync/contract/skippedAnswer';
import { newOperation } from '../../../sync/outbox/operations';
import type { LocalAnswer, ParleyDatabase, StoredSession } from '../../offline/db';
import { DraftRecordingStore, queueRecordedAnswer } from '../../offline/draftRecordings';
import type { DexieOutboxStorage } from '../../offline/outboxStore';

export interface AnswerInput {
  interviewId: string;
  question: SessionQuestion;
  answerText: string;
  /** The stopped recording for this question, if any: its audio goes with the answer. */
  draftId: string | null;
}

/** The interview as a device that has done nothing in it yet knows it: the server's copy. */
export function sessionFromSnapshot(
  snapshot: CurrentQuestionResponse,
  now = new Date(),
): StoredSession {
  return {
    interviewId: snapshot.interview.id,
    snapshot,
    fetchedAt: now.toISOString(),
    disclaimerAcceptedAt: null,
    localAnswers: [],
    finishedAt: null,
  };
}

/**
 * The interview as this device knows it: the server's last snapshot plus what the
 * expert did since. Every action commits the outbox operation and the local state in
 * one IndexedDB transaction, so the screen never shows an answer the device could lose.
 */
export class SessionStore {
  constructor(
    private readonly db: ParleyDatabase,
    private readonly outbox: DexieOutboxStorage,
  ) {}

  get(interviewId: string): Promise<StoredSession | undefined> {
    return this.db.sessions.get(interviewId);
  }

  /** Keeps what the device knows and drops local answers the server now reports. */
  saveSnapshot(snapshot: CurrentQuestionResponse, now = new Date()): Promise<void> {
    const { db } = this;
    return db.transaction('rw', db.sessions, async () => {
      const existing = await db.sessions.get(snapshot.interview.id);
      const onServer = new Set(snapshot.previousQuestions.map((p) => p.questionId));
      await db.sessions.put({
        ...sessionFromSnapshot(snapshot, now),
        disclaimerAcceptedAt: existing?.disclaimerAcceptedAt ?? null,
        localAnswers: (existing?.localAnswers ?? []).filter((a) => !onServer.has(a.questionId)),
        finishedAt: existing?.finishedAt ?? null,
      });
    });
  }

  async acceptDisclaimer(interviewId: string, now = new Date()): Promise<void> {
    await this.db.sessions.update(interviewId, { disclaimerAcceptedAt: now.toISOString() });
  }

  submitAnswer(input: AnswerInput, now = new Date()): Promise<void> {
    return this.inTransaction(async () => {
      const text = input.answerText.trim();
      await queueRecordedAnswer(this.db, this.outbox, {
        interviewId: input.interviewId,
        questionId: input.question.id,
        answerText: text,
        draftId: input.draftId,
      });
      await this.recordLocally(input.interviewId, input.question, text, !!input.draftId, now);
    });
  }

  skip(interviewId: string, question: SessionQuestion, now = new Date()): Promise<void> {
    return this.inTransaction(async () => {
      await this.outbox.add(
        newOperation({ kind: 'skip', interviewId, questionId: question.id }, now),
      );
      // A recording made before skipping is not an answer: it must not linger on the device.
      await new DraftRecordingStore(this.db).discardDraftsForQuestion(interviewId, question.id);
      await this.recordLocally(interviewId, question, SKIPPED_ANSWER, false, now);
    });
  }

  finish(interviewId: string, now = new Date()): Promise<void> {
    return this.inTransaction(async () => {
      const session = await this.db.sessions.get(interviewId);
      if (session?.finishedAt) return;
      await this.outbox.add(newOperation({ kind: 'finish', interviewId }, now));
      await this.db.sessions.update(interviewId, { finishedAt: now.toISOString() });
    });
  }

  /**
   * The server took the interview up again (reopened after finishing early, or accepted
   * after a decline): the finish made on this device no longer stands.
   */
  async forgetFinish(interviewId: string): Promise<void> {
    await this.db.sessions.update(interviewId, { finishedAt: null });
  }

  private inTransaction(work: () => Promise<void>): Promise<void> {
    const { db } = this;
    return db.transaction(
      'rw',
      [db.operations, db.audio, db.drafts, db.draftChunks, db.sessions],
      work,
    );
  }

  private async recordLocally(
    interviewId: string,
    question: SessionQuestion,
    answerText: string,
    hasAudio: boolean,
    now: Date,
  ): Promise<void> {
    const session = await this.db.sessions.get(interviewId);
    if (!session) throw new Error(`Interview ${interviewId} is not on this device`);
    const entry: LocalAnswer = {
      questionId: question.id,
      question: question.questionText,
      questionType: question.questionType,
      answerText,
      hasAudio,
      answeredAt: now.toISOString(),
    };
    await this.db.sessions.update(interviewId, {
      localAnswers: [...session.localAnswers.filter((a) => a.questionId !== question.id), entry],
    });
  }
}
