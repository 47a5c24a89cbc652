import Dexie, { type Table } from 'dexie';
import type { AudioChunks, OutboxOperation } from '../../sync/outbox/operations';

export interface StoredAudio {
  opId: string;
  chunks: AudioChunks;
}

/** The device's offline database. Bump the version and add a `stores` call to change the schema. */
export class ParleyDatabase extends Dexie {
  operations!: Table<OutboxOperation, string>;
  audio!: Table<StoredAudio, string>;

  constructor(name = 'parley') {
    super(name);
    this.version(1).stores({
      operations: 'id, seq, [status+seq]',
      audio: 'opId',
    });
  }
}
