import { describe, expect, it } from 'vitest';
import { AuthorizationError } from '../errors';
import { authorize } from './index';

describe('authorize', () => {
  it('passes when the policy allows', () => {
    expect(() => authorize(true)).not.toThrow();
  });

  it('throws a 403 with the default message or the one given', () => {
    expect(() => authorize(false)).toThrow(AuthorizationError);
    try {
      authorize(false, "You don't have access to this client's data");
    } catch (error) {
      expect(error).toMatchObject({
        status: 403,
        code: 'forbidden',
        message: "You don't have access to this client's data",
      });
    }
    expect(() => authorize(false)).toThrow("You don't have permission to do that");
  });
});
