import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERT_ROLE, expertRoleLabel } from './expertRole';

describe('expertRoleLabel', () => {
  it.each([
    ['Jane Doe, Managing Director', 'Managing Director'],
    ['Principal Sam Lee', 'Principal'],
    ['Ana Ribeiro (Vice President)', 'Vice President'],
    ['Kenji Watanabe - Investment Director', 'Investment Director'],
    ['Senior Associate Tom Gallagher', 'Senior Associate'],
  ])('reads %s as %s', (name, role) => {
    expect(expertRoleLabel(name)).toBe(role);
  });

  it('ignores letter case', () => {
    expect(expertRoleLabel('laura feldman, vice president')).toBe('Vice President');
  });

  it('takes the first title in the spec order when a name holds several', () => {
    expect(expertRoleLabel('Principal and Managing Director')).toBe('Managing Director');
    expect(expertRoleLabel('Senior Associate turned Principal')).toBe('Principal');
  });

  it('falls back to Senior Partner', () => {
    expect(expertRoleLabel('Marcus Chen')).toBe(DEFAULT_EXPERT_ROLE);
    expect(expertRoleLabel('')).toBe('Senior Partner');
  });
});
