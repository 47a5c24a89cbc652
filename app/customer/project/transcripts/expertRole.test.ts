import { describe, expect, it } from 'vitest';
import { expertRoleLabel, UNKNOWN_EXPERT_ROLE } from './expertRole';

const role = (expertName: string, expertTitle: string | null = null) =>
  expertRoleLabel({ expertName, expertTitle });

describe('expertRoleLabel', () => {
  it('shows the role given when the interview was made, whatever the name says', () => {
    expect(role('Dana Lee, Principal', 'Chief Risk Officer')).toBe('Chief Risk Officer');
  });

  it.each([
    ['Alex Kim, Managing Director', 'Managing Director'],
    ['Sam Price (Principal)', 'Principal'],
    ['Jo Ng — Investment Director', 'Investment Director'],
    ['Ravi Shah, Senior Associate', 'Senior Associate'],
  ])('reads a title from the name %s when none was given', (name, expected) => {
    expect(role(name)).toBe(expected);
  });

  it('matches titles in any letter case, the first of the list winning', () => {
    expect(role('laura feldman, vice president')).toBe('Vice President');
    expect(role('Principal and Managing Director')).toBe('Managing Director');
  });

  it('says the role is not given rather than inventing one', () => {
    expect(role('Marcus Chen')).toBe(UNKNOWN_EXPERT_ROLE);
    expect(role('')).toBe('Not given');
  });
});
