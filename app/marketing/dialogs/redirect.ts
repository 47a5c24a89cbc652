/**
 * A full page load (spec section 7): the new session cookie is then the only truth,
 * and nothing cached from the signed-out visit survives.
 */
export function redirectTo(path: string): void {
  window.location.assign(path);
}
