/** Database timestamps go out as ISO strings; absent ones as null. */
export function iso(date: Date | string): string;
export function iso(date: Date | string | null | undefined): string | null;
export function iso(date: Date | string | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  return (date instanceof Date ? date : new Date(date)).toISOString();
}
