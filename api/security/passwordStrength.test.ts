import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../sync/contract';
import { DEMO_PASSWORD } from './demoPasswords';
import { passwordProblem } from './passwordStrength';

const production = { production: true, username: 'owner' };
const development = { production: false, username: 'owner' };

describe('passwordProblem', () => {
  it('demands 12 characters in production, the app minimum elsewhere', () => {
    expect(passwordProblem('elevenchars', production)).toBe(
      'In production a password must be at least 12 characters.',
    );
    expect(passwordProblem('twelve-chars', production)).toBeNull();
    expect(passwordProblem('elevenchars', development)).toBeNull();
    expect(passwordProblem('five5', development)).toBe(PASSWORD_TOO_SHORT);
  });

  it('never accepts the published demo password', () => {
    for (const context of [production, development]) {
      expect(passwordProblem(DEMO_PASSWORD, context)).toContain('published demo password');
    }
  });

  it('refuses the username as password, and overlong ones', () => {
    const context = { production: true, username: 'administrator' };
    expect(passwordProblem('Administrator', context)).toBe(
      'The password must not be the username.',
    );
    expect(passwordProblem('x'.repeat(201), production)).toContain('200 characters or less');
  });
});
