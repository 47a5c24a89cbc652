const HOUR_MS = 60 * 60 * 1000;

/**
 * How long ago something happened, in the client dashboard's words (spec section 2):
 * under an hour '< 1h ago', under a day 'Nh ago', else 'Nd ago', whole units rounded
 * down. A time slightly in the future (the server's clock ahead of ours) counts as just now.
 */
export function relativeTime(input: string | number | Date, now: number = Date.now()): string {
  const elapsed = now - new Date(input).getTime();
  const hours = Math.floor(elapsed / HOUR_MS);
  if (!Number.isFinite(hours) || hours < 1) return '< 1h ago';
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
