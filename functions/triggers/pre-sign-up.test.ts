import { describe, expect, it } from 'vitest';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { handler } from './pre-sign-up';

function preSignUpEvent(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  userAttributes: Record<string, string>,
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'ap-southeast-2',
    userPoolId: 'ap-southeast-2_example',
    userName: 'd2b7c1e0-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'web-client' },
    triggerSource,
    request: { userAttributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

describe('pre-sign-up trigger', () => {
  it('confirms a self-registered user at once and marks their email verified', async () => {
    // Prepare
    const event = preSignUpEvent('PreSignUp_SignUp', { email: 'jane@example.com', given_name: 'Jane' });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
  });

  it('never verifies a phone number it has not been given', async () => {
    const result = await handler(
      preSignUpEvent('PreSignUp_SignUp', { email: 'a@example.com', phone_number: '+61412345678' }),
    );
    expect(result.response.autoVerifyPhone).toBe(false);
  });

  it('leaves users created by an administrator to the invitation flow', async () => {
    const result = await handler(preSignUpEvent('PreSignUp_AdminCreateUser', { email: 'staff@example.com' }));
    expect(result.response).toEqual({
      autoConfirmUser: false,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
  });

  it('does not mark an email verified when there is none', async () => {
    const result = await handler(preSignUpEvent('PreSignUp_SignUp', { email: '  ' }));
    expect(result.response.autoConfirmUser).toBe(true);
    expect(result.response.autoVerifyEmail).toBe(false);
  });
});
