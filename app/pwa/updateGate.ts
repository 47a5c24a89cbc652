import { type Observable, observable } from './observable';

/**
 * What keeps a waiting app update from being applied (design.md, offline rule 6): the
 * interview screen holds updates while an interview is open, the sync engine while
 * answers wait in the outbox. Applying an update reloads the page, and that must never
 * happen in the middle of an interview. Holds are per tab.
 */
const reasons = observable<readonly string[]>([]);
const holds = new Map<symbol, string>();

/** Holds updates until the returned function is called (calling it again does nothing). */
export function holdUpdates(reason: string): () => void {
  const hold = Symbol(reason);
  holds.set(hold, reason);
  reasons.set([...holds.values()]);
  return () => {
    if (holds.delete(hold)) reasons.set([...holds.values()]);
  };
}

/** Why updates are held right now, one entry per hold; empty when nothing holds them. */
export const updateHolds: Observable<readonly string[]> = reasons;

export const isUpdateHeld = () => reasons.get().length > 0;
