/**
 * The ends of job runs in this process, so a request waiting on a job that this process
 * runs hears the end at once instead of polling the job table for it. A job another
 * process runs is still found by polling (JobEngine.waitFor).
 */
export class LocalRunEnds {
  private readonly listeners = new Map<string, Set<(completed: boolean) => void>>();

  /** Called by the worker when a run's handler returned (true) or threw (false). */
  ended(id: string, completed: boolean) {
    const listeners = this.listeners.get(id);
    if (!listeners) return;
    this.listeners.delete(id);
    for (const listener of listeners) listener(completed);
  }

  /**
   * The end of the job's next run here. Register before looking at the job's state, so an
   * end between the look and the wait is not missed; `cancel` once no longer waiting.
   */
  next(id: string): { ended: Promise<boolean>; cancel: () => void } {
    let listener!: (completed: boolean) => void;
    const ended = new Promise<boolean>((resolve) => {
      listener = resolve;
    });
    const listeners = this.listeners.get(id) ?? new Set();
    listeners.add(listener);
    this.listeners.set(id, listeners);
    const cancel = () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(id) === listeners) this.listeners.delete(id);
    };
    return { ended, cancel };
  }
}
