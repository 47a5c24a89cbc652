import fs from 'node:fs/promises';
import path from 'node:path';
import type { DraftText } from '../../../sync/contract';
import type { ConcurrencyLimiter } from '../limiter';
import type { TranscriptionContext } from '../provider';
import { readWindow } from './draftWindow';
import { decodeWindow } from './windowDecoder';

/**
 * One recording's live draft: its chunks appended to a file as they arrive, and the
 * text recognised so far. Decodes run one at a time; chunks that arrive while one
 * runs are all covered by the next, so a slow machine decodes less often instead of
 * falling further behind.
 */
export class LiveDraft {
  receivedChunks = 0;
  lastActivity = Date.now();
  private acceptedChunks = 0;
  private writing: Promise<void> = Promise.resolve();
  private settledWords: string[] = [];
  private settledSeconds = 0;
  private provisionalWords: string[] = [];
  private decoding: Promise<void> = Promise.resolve();
  private decodeQueued: Promise<void> | null = null;

  constructor(
    readonly id: string,
    readonly interviewId: string,
    private readonly directory: string,
    private readonly limiter: ConcurrencyLimiter,
    private readonly timeoutMs: number,
    /** The project's model when it has one; the generic model otherwise. */
    private readonly languageModel: Promise<TranscriptionContext['languageModel']>,
  ) {}

  get recordingPath(): string {
    return path.join(this.directory, 'recording');
  }

  /** The sequence number the next chunk must carry. */
  get expectedSequence(): number {
    return this.acceptedChunks;
  }

  /**
   * Takes chunk `sequence` if it is the next one (false if not) and returns the text
   * once a decode that includes it has run. The check and the count are synchronous
   * and the writes chained, so two requests racing can neither both take one number
   * nor land in the file out of order.
   */
  accept(sequence: number, bytes: Buffer): Promise<DraftText> | null {
    if (sequence !== this.acceptedChunks) return null;
    this.acceptedChunks++;
    this.lastActivity = Date.now();
    const written = this.writing.then(() => fs.appendFile(this.recordingPath, bytes));
    this.writing = written.catch(() => {});
    return written.then(async () => {
      this.receivedChunks++;
      await this.decodeIncludingNow();
      return this.current();
    });
  }

  current(): DraftText {
    return {
      draftId: this.id,
      text: [...this.settledWords, ...this.provisionalWords].join(' '),
      receivedChunks: this.receivedChunks,
    };
  }

  async remove(): Promise<void> {
    await fs.rm(this.directory, { recursive: true, force: true });
  }

  /** A decode that starts after this call: one already running may have missed the chunk. */
  private decodeIncludingNow(): Promise<void> {
    if (!this.decodeQueued) {
      const next = this.decoding
        .catch(() => {})
        .then(() => {
          this.decodeQueued = null;
          return this.limiter.run(() => this.decodeOnce());
        });
      this.decodeQueued = next;
      this.decoding = next;
    }
    return this.decodeQueued;
  }

  private async decodeOnce(): Promise<void> {
    const window = await decodeWindow(
      this.recordingPath,
      path.join(this.directory, 'window.pcm'),
      this.settledSeconds,
      this.timeoutMs,
      await this.languageModel,
    );
    const reading = readWindow(window.utterances, window.seconds);
    this.settledWords.push(...reading.settled);
    this.settledSeconds += reading.settledSeconds;
    this.provisionalWords = reading.provisional;
  }
}
