import { ParleyDatabase } from './db';
import { DexieOutboxStorage } from './outboxStore';

/** The one offline database of this origin, opened lazily by whichever screen needs it first. */
export const deviceDb = new ParleyDatabase();
export const deviceOutbox = new DexieOutboxStorage(deviceDb);
