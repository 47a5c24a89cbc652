import Dexie from 'dexie';
import type { AudioChunks, NewOperation, OutboxOperation } from '../../sync/outbox/operations';
import type { OutboxStorage } from '../../sync/outbox/storage';
import type { ParleyDatabase } from './db';

/** The outbox in IndexedDB: survives reloads, shared by every tab of the origin. */
export class DexieOutboxStorage implements OutboxStorage {
  constructor(private readonly db: ParleyDatabase) {}

  add(operation: NewOperation, audio?: AudioChunks): Promise<OutboxOperation> {
    const { db } = this;
    return db.transaction('rw', db.operations, db.audio, async () => {
      // Read-then-write inside one transaction: two tabs queueing at once still get distinct seqs.
      const last = await db.operations.orderBy('seq').last();
      const stored = { ...operation, seq: (last?.seq ?? 0) + 1 } as OutboxOperation;
      await db.operations.add(stored);
      if (audio) await db.audio.add({ opId: stored.id, chunks: audio });
      return stored;
    });
  }

  async listPending(interviewId?: string): Promise<OutboxOperation[]> {
    const pending = await this.byStatus('pending');
    return interviewId ? pending.filter((op) => op.interviewId === interviewId) : pending;
  }

  markAttempt(id: string, nextAttemptAt: number, error: string): Promise<void> {
    return this.update(id, (op) => ({
      attempts: op.attempts + 1,
      nextAttemptAt,
      lastError: error,
    }));
  }

  acknowledge(id: string): Promise<void> {
    return this.remove(id, () => true);
  }

  deadLetter(id: string, reason: string): Promise<void> {
    return this.update(id, (op) => ({
      attempts: op.attempts + 1,
      status: 'dead',
      lastError: reason,
    }));
  }

  requeue(id: string): Promise<void> {
    return this.update(id, (op) =>
      op.status === 'dead' ? { status: 'pending', nextAttemptAt: 0 } : {},
    );
  }

  listDead(): Promise<OutboxOperation[]> {
    return this.byStatus('dead');
  }

  holdConflict(id: string, reason: string): Promise<void> {
    return this.update(id, () => ({ status: 'conflict', lastError: reason }));
  }

  sendAsAddition(id: string): Promise<void> {
    return this.update(id, (op) =>
      op.status === 'conflict' && op.kind === 'submitAnswer'
        ? { asAddition: true, status: 'pending', nextAttemptAt: 0 }
        : {},
    );
  }

  /** Only a held conflict: a queued answer is never thrown away by this. */
  discard(id: string): Promise<void> {
    return this.remove(id, (op) => op.status === 'conflict');
  }

  listConflicts(): Promise<OutboxOperation[]> {
    return this.byStatus('conflict');
  }

  async audioFor(id: string): Promise<AudioChunks | null> {
    return (await this.db.audio.get(id))?.chunks ?? null;
  }

  private byStatus(status: OutboxOperation['status']): Promise<OutboxOperation[]> {
    return this.db.operations
      .where('[status+seq]')
      .between([status, Dexie.minKey], [status, Dexie.maxKey])
      .toArray();
  }

  /** Deletes the operation and its audio together, when `allowed` says so. */
  private remove(id: string, allowed: (op: OutboxOperation) => boolean): Promise<void> {
    const { db } = this;
    return db.transaction('rw', db.operations, db.audio, async () => {
      const op = await db.operations.get(id);
      if (op && !allowed(op)) return;
      await db.operations.delete(id);
      await db.audio.delete(id);
    });
  }

  private async update(
    id: string,
    change: (op: OutboxOperation) => Partial<OutboxOperation>,
  ): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.operations, async () => {
      const op = await db.operations.get(id);
      if (op) await db.operations.put({ ...op, ...change(op) } as OutboxOperation);
    });
  }
}
