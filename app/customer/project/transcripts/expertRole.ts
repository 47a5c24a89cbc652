import type { Interview } from '../../../../sync/contract/interviews';

/**
 * Titles recognised in an expert name written the spec's way ('Dana Lee, Principal'),
 * for interviews made before the role had a field of its own.
 */
const ROLE_TITLES = [
  'Managing Director',
  'Principal',
  'Vice President',
  'Investment Director',
  'Senior Associate',
] as const;

/** Shown when neither the interview nor the name says what the expert does. */
export const UNKNOWN_EXPERT_ROLE = 'Not given';

/**
 * The expert's own role as the transcript table and dialog show it: the one given when
 * the interview was made, else a title found in the name, else a plain 'Not given'
 * (never an invented title).
 */
export function expertRoleLabel(interview: Pick<Interview, 'expertTitle' | 'expertName'>): string {
  if (interview.expertTitle) return interview.expertTitle;
  const name = interview.expertName.toLowerCase();
  return ROLE_TITLES.find((title) => name.includes(title.toLowerCase())) ?? UNKNOWN_EXPERT_ROLE;
}
