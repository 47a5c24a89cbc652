import type { AudioChunks, NewOperation, OutboxOperation } from './operations';
import type { OutboxStorage } from './storage';

/** An OutboxStorage in memory, for tests and for environments without IndexedDB. */
export class MemoryOutboxStorage implements OutboxStorage {
  readonly operations = new Map<string, OutboxOperation>();
  readonly audio = new Map<string, AudioChunks>();
  private lastSeq = 0;

  async add(operation: NewOperation, audio?: AudioChunks): Promise<OutboxOperation> {
    const stored = { ...operation, seq: ++this.lastSeq } as OutboxOperation;
    this.operations.set(stored.id, stored);
    if (audio) this.audio.set(stored.id, audio);
    return { ...stored };
  }

  async listPending(interviewId?: string): Promise<OutboxOperation[]> {
    return [...this.operations.values()]
      .filter((op) => op.status === 'pending' && (!interviewId || op.interviewId === interviewId))
      .sort((a, b) => a.seq - b.seq)
      .map((op) => ({ ...op }));
  }

  async markAttempt(id: string, nextAttemptAt: number, error: string): Promise<void> {
    const op = this.operations.get(id);
    if (op)
      this.operations.set(id, {
        ...op,
        attempts: op.attempts + 1,
        nextAttemptAt,
        lastError: error,
      });
  }

  async acknowledge(id: string): Promise<void> {
    this.operations.delete(id);
    this.audio.delete(id);
  }

  async deadLetter(id: string, reason: string): Promise<void> {
    const op = this.operations.get(id);
    if (op)
      this.operations.set(id, {
        ...op,
        attempts: op.attempts + 1,
        status: 'dead',
        lastError: reason,
      });
  }

  async requeue(id: string): Promise<void> {
    const op = this.operations.get(id);
    if (op?.status === 'dead')
      this.operations.set(id, { ...op, status: 'pending', nextAttemptAt: 0 });
  }

  async listDead(): Promise<OutboxOperation[]> {
    return this.byStatus('dead');
  }

  async holdConflict(id: string, reason: string): Promise<void> {
    const op = this.operations.get(id);
    if (op) this.operations.set(id, { ...op, status: 'conflict', lastError: reason });
  }

  async sendAsAddition(id: string): Promise<void> {
    const op = this.operations.get(id);
    if (op?.status === 'conflict' && op.kind === 'submitAnswer')
      this.operations.set(id, { ...op, asAddition: true, status: 'pending', nextAttemptAt: 0 });
  }

  async discard(id: string): Promise<void> {
    if (this.operations.get(id)?.status === 'conflict') await this.acknowledge(id);
  }

  async listConflicts(): Promise<OutboxOperation[]> {
    return this.byStatus('conflict');
  }

  private byStatus(status: OutboxOperation['status']): OutboxOperation[] {
    return [...this.operations.values()]
      .filter((op) => op.status === status)
      .sort((a, b) => a.seq - b.seq)
      .map((op) => ({ ...op }));
  }

  async audioFor(id: string): Promise<AudioChunks | null> {
    return this.audio.get(id) ?? null;
  }
}
