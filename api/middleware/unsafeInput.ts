import { ValidationError } from '../errors';

/** Deeper than any request Parley defines; deeper still would blow the stack of recursive tools. */
export const MAX_NESTING = 32;

/**
 * The first problem in a parsed input that no route may receive, or null:
 * - a NUL character in a string or a key, which PostgreSQL refuses in text (22021)
 *   wherever it ends up, so each route would otherwise answer a 500;
 * - nesting deeper than MAX_NESTING.
 * `label` says what the value's fields are ("body field", "query parameter"); the
 * answer names the field, e.g. `The body field "filters.company" must not …`.
 * Walks with its own stack, so a hostile depth cannot overflow this check itself.
 */
export function unsafeInputProblem(value: unknown, label: string): string | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: '', depth: 0 },
  ];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) {
        return `The ${fieldName(label, item.path)} must not contain a NUL character`;
      }
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_NESTING) return `The ${fieldName(label, item.path)} is nested too deeply`;
    for (const [key, child] of Object.entries(item.value)) {
      const path = Array.isArray(item.value)
        ? `${item.path}[${key}]`
        : item.path
          ? `${item.path}.${key}`
          : key;
      if (key.includes('\u0000')) {
        return `The name of ${label} "${printable(path)}" must not contain a NUL character`;
      }
      pending.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

export function assertSafeInput(value: unknown, label: string): void {
  const problem = unsafeInputProblem(value, label);
  if (problem) throw new ValidationError(problem, 'unsafe_input');
}

/** Named only when there is a problem to report: every request's input passes the walk. */
function fieldName(label: string, path: string): string {
  return path ? `${label} "${printable(path)}"` : label;
}

/** Field names are echoed in messages: keep them short and visible. */
function printable(text: string): string {
  const visible = Array.from(text, (char) => (isControl(char) ? '\uFFFD' : char)).join('');
  return visible.length > 60 ? `${visible.slice(0, 60)}…` : visible;
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
