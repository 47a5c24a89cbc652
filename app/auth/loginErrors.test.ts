import { describe, expect, it } from 'vitest';
import { loginFailureDescription } from './loginErrors';

describe('loginFailureDescription', () => {
  it("passes on the server's wait when sign-in is throttled", () => {
    expect(
      loginFailureDescription('429: Too many failed sign-in attempts. Try again in 15 minutes.'),
    ).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('keeps the spec texts for the other failures', () => {
    expect(loginFailureDescription('401: Unauthorized')).toBe('Incorrect username or password.');
    expect(loginFailureDescription('500: Internal server error')).toBe(
      'Server error. Please try again later.',
    );
    expect(loginFailureDescription('Network error')).toBe('Network error. Check your connection.');
  });
});
