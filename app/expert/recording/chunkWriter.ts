import type { DraftRecordingStore } from '../../offline/draftRecordings';
import type { StoredChunk } from './recorderTypes';

/**
 * A recording's chunks on their way into IndexedDB: each write waits for the one
 * before, so chunks land in recording order, and the first failure stops the chain.
 */
export class ChunkWriter {
  private writes: Promise<void> = Promise.resolve();
  private nextSequence = 0;
  /** Bytes handed over so far, stored or on their way. */
  bytes = 0;

  constructor(
    private readonly drafts: DraftRecordingStore,
    /** The draft's id once `drafts.begin` has made it. */
    private readonly draftId: Promise<string>,
    private readonly mimeType: () => string,
    private readonly onFailed: () => void,
    private readonly onStored: (chunk: StoredChunk) => void,
  ) {}

  append(blob: Blob) {
    if (blob.size === 0) return;
    const sequence = this.nextSequence++;
    this.bytes += blob.size;
    // Read now, write in turn.
    const read = blob.arrayBuffer();
    this.writes = this.writes.then(async () => {
      const [draftId, data] = await Promise.all([this.draftId, read]);
      await this.drafts.appendChunk(draftId, sequence, data);
      this.onStored({ draftId, sequence, mimeType: this.mimeType(), data });
    });
    this.writes.catch(() => this.onFailed());
  }

  /** Settles when every chunk so far is stored; rejects if one could not be. */
  settled(): Promise<void> {
    return this.writes;
  }
}
