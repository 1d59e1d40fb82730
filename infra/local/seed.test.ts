import { describe, expect, it } from 'vitest';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { callApi, cognitoClient, withLocalStack } from './testing';
import { DEMO_ACCOUNTS, seed } from './seed';

const stack = withLocalStack();

describe('local seed', () => {
  it('creates a paid admin and a paid user once, who can sign in and use the API', async () => {
    const first = await seed(stack());
    const second = await seed(stack());
    expect(second).toEqual(first);
    expect(first.accounts.map((a) => a.role)).toEqual(['admin', 'paid user']);

    for (const demo of DEMO_ACCOUNTS) {
      const auth = await cognitoClient(stack()).send(
        new InitiateAuthCommand({
          ClientId: stack().cognito.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
        }),
      );
      const me = await callApi<{ email: string; hasPayment: boolean; isAdmin: boolean }>(stack(), 'GET', '/api/user', {
        token: auth.AuthenticationResult?.IdToken,
      });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: demo.email, hasPayment: true, isAdmin: demo.role === 'admin' });
    }
  });
});
