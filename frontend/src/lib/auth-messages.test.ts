// Sign-in failures in words a person can act on; the raw service text only when nothing better is known.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { describeAuthError, PASSWORD_POLICY_TEXT } from './auth-messages';
import { RuntimeConfigError } from './runtime-config';

const named = (name: string, message = 'raw') => Object.assign(new Error(message), { name });

describe('describeAuthError', () => {
  it('maps Cognito errors to plain sentences', () => {
    expect(describeAuthError(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Incorrect email or password.',
    );
    expect(describeAuthError(named('UserNotFoundException'))).toBe('Incorrect email or password.');
    expect(describeAuthError(named('InvalidPasswordException'))).toBe(PASSWORD_POLICY_TEXT);
    expect(describeAuthError(named('CodeMismatchException'))).toMatch(/code is not correct/);
    expect(describeAuthError(named('LimitExceededException'))).toMatch(/Too many attempts/);
  });

  it('reads a password complaint during login as a wrong password (cognito-local reports it that way)', () => {
    expect(describeAuthError(named('InvalidPasswordException'), { signingIn: true })).toBe(
      'Incorrect email or password.',
    );
  });

  it('tells the causes behind NotAuthorizedException apart by their message', () => {
    expect(describeAuthError(named('NotAuthorizedException', 'Password attempts exceeded'))).toMatch(
      /Too many/,
    );
    expect(describeAuthError(named('NotAuthorizedException', 'User is disabled.'))).toMatch(/disabled/);
  });

  it("passes through the API's and the site settings' own messages", () => {
    expect(
      describeAuthError(new ApiError(500, 'Something broke on our side.', undefined, undefined, null)),
    ).toBe('Something broke on our side.');
    expect(describeAuthError(new RuntimeConfigError('Could not load the site settings.'))).toBe(
      'Could not load the site settings.',
    );
  });

  it('falls back to the error message, then to a generic sentence', () => {
    expect(describeAuthError(named('SomethingNew', 'A new kind of failure'))).toBe('A new kind of failure');
    expect(describeAuthError('not an error')).toBe('Something went wrong. Please try again.');
  });
});
