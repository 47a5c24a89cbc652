/** CI runs on shared machines, measured two to four times slower than a workstation. */
export const ON_CI = Boolean(process.env.CI);

// Three: stop 25's CI failed tests that pass here in a third of their budget.
const CI_STRETCH = 3;

/**
 * A test's budget or a long wait (on speech recognition, a worker, a whole route matrix),
 * stretched on CI. Waits that are the behaviour under test (a toast gone within 6 s, a
 * follow-up on time) stay as written.
 */
export function patience(ms: number): number {
  return ON_CI ? ms * CI_STRETCH : ms;
}
