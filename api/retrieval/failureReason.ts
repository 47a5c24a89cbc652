/**
 * Why an embedding call failed, for the log. AI provider errors carry a fixed message
 * meant for clients and the real reason in `detail`.
 */
export function failureReason(error: unknown): string {
  const detail = (error as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  return error instanceof Error ? error.message : String(error);
}
