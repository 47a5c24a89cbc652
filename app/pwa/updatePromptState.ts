/**
 * What the update prompt shows: nothing, an update that can be applied now (with the
 * reload button), or one that waits until the interview is saved and synced (no button:
 * the page never reloads mid-interview).
 */
export type UpdatePromptState = 'hidden' | 'ready' | 'held';

/**
 * `dismissed` is the state the user closed the prompt in: it stays closed until the state
 * changes, so a notice dismissed while held comes back once the update can be applied.
 */
export function updatePromptState(
  updateWaiting: boolean,
  holds: readonly string[],
  dismissed: UpdatePromptState | null = null,
): UpdatePromptState {
  if (!updateWaiting) return 'hidden';
  const state = holds.length > 0 ? 'held' : 'ready';
  return state === dismissed ? 'hidden' : state;
}
