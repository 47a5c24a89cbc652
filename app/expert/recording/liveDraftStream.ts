import { deleteDraft, sendDraftChunk } from './liveDraftApi';
import type { StoredChunk } from './recorderTypes';
import { isNoEngine } from './transcribe';

/** Why a recording's live draft stopped early: the recording itself goes on regardless. */
export type DraftStopReason = 'noEngine' | 'failed';

export interface DraftStreamEvents {
  onText(text: string): void;
  onStopped(reason: DraftStopReason): void;
}

/**
 * Sends one recording's chunks to the server as they are stored, one request at a
 * time and in order (the server decodes a stream that starts at chunk 0's header).
 * The first failure ends drafting for this recording: a gap would garble the rest.
 */
export class LiveDraftStream {
  private readonly queue: StoredChunk[] = [];
  private sending: Promise<void> = Promise.resolve();
  private running = false;
  private readonly abort = new AbortController();
  private stopped = false;
  private draftId: string | null = null;

  constructor(
    private readonly interviewId: string,
    private readonly questionId: string,
    private readonly events: DraftStreamEvents,
  ) {}

  push(chunk: StoredChunk) {
    if (this.stopped) return;
    this.draftId = chunk.draftId;
    this.queue.push(chunk);
    if (this.running) return;
    this.running = true;
    this.sending = this.drain();
  }

  /** No more chunks: lets the request in flight finish, then drops the server's draft. */
  async close(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await this.sending;
    if (this.draftId) await deleteDraft(this.interviewId, this.draftId).catch(() => {});
  }

  /** Discarded (Record Again, another question): nothing more is waited for. */
  cancel() {
    this.abort.abort();
    void this.close();
  }

  private async drain() {
    try {
      await this.sendQueued();
    } finally {
      // Synchronously after the last reply: a chunk pushed from now on starts a new drain.
      this.running = false;
    }
  }

  private async sendQueued() {
    for (let chunk = this.queue.shift(); chunk && !this.stopped; chunk = this.queue.shift()) {
      try {
        const reply = await sendDraftChunk(
          this.interviewId,
          this.questionId,
          chunk,
          this.abort.signal,
        );
        if (!this.abort.signal.aborted) this.events.onText(reply.text);
      } catch (error) {
        if (this.abort.signal.aborted) return;
        this.stopped = true;
        this.queue.length = 0;
        this.events.onStopped(isNoEngine(error) ? 'noEngine' : 'failed');
        return;
      }
    }
  }
}
