const ELAPSED_TICK_MS = 250;

/** Reports the time since `startedAt` (performance.now) four times a second; returns a stop function. */
export function startElapsedTimer(startedAt: number, onElapsed: (ms: number) => void): () => void {
  const timer = setInterval(() => onElapsed(performance.now() - startedAt), ELAPSED_TICK_MS);
  return () => clearInterval(timer);
}
