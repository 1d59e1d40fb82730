// The SPA's auth library against the local stack: aws-amplify v6 registers (confirmed and email-verified at once by
// the project's pre-sign-up trigger, as in AWS), signs in with USER_PASSWORD_AUTH, refreshes its session through the
// Cognito proxy (GetTokensFromRefreshToken), its ID token is accepted by the gateway, and it signs out.
import { describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  fetchUserAttributes,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { callApi, withLocalStack } from './testing';

const stack = withLocalStack();

describe('aws-amplify against the local stack', () => {
  it('registers, signs in, refreshes, calls the API and signs out', async () => {
    const config = stack().config;
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          userPoolEndpoint: config.userPoolEndpoint,
          loginWith: { email: true },
        },
      },
    });
    const email = 'amplify.user@provider.org.au';
    const password = 'Amplify-passw0rd';

    const up = await signUp({
      username: email,
      password,
      options: {
        userAttributes: { email, given_name: 'Amy', family_name: 'Plify', preferred_username: 'amy' },
      },
    });
    // No e-mail round trip: the user can sign in straight away.
    expect(up.isSignUpComplete).toBe(true);
    expect(up.nextStep.signUpStep).toBe('DONE');

    const signedIn = await signIn({
      username: email,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(signedIn.isSignedIn).toBe(true);
    const first = await fetchAuthSession();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.idToken?.toString()).toBeTruthy();
    expect(refreshed.tokens?.idToken?.toString()).not.toBe(first.tokens?.idToken?.toString());
    expect(refreshed.tokens?.idToken?.payload.given_name).toBe('Amy');
    expect(await fetchUserAttributes()).toMatchObject({
      email,
      email_verified: 'true',
      given_name: 'Amy',
      family_name: 'Plify',
    });

    const me = await callApi<{ email: string; firstName: string }>(stack(), 'GET', '/api/user', {
      token: refreshed.tokens?.idToken?.toString(),
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, firstName: 'Amy', lastName: 'Plify', username: 'amy', hasPayment: false, isAdmin: false });

    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });
});
