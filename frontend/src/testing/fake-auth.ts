// A stand-in for the Amplify-based sign-in client (lib/cognito.ts) in component tests. Use it with
//   vi.mock('@/lib/cognito', async () => (await import('@/testing/fake-auth')).cognitoModule);
// Sign-in stores a session hint the way Amplify does (localStorage), so the app's own session logic runs unchanged.
import { vi } from 'vitest';
import type { AuthClient } from '@/lib/cognito';

export const SESSION_KEY = 'CognitoIdentityServiceProvider.test-client.LastAuthUser';

let signedInAs: string | null = null;

/** Puts a signed-in session in place (as if the person had logged in earlier). */
export function startSession(email: string): void {
  signedInAs = email;
  localStorage.setItem(SESSION_KEY, email);
}

export function endSession(): void {
  signedInAs = null;
  localStorage.removeItem(SESSION_KEY);
}

export const tokenFor = (email: string) => `id-token-for-${email}`;

export const fakeAuthClient = {
  signIn: vi.fn<AuthClient['signIn']>(),
  signUp: vi.fn<AuthClient['signUp']>(),
  signOut: vi.fn<AuthClient['signOut']>(),
  idToken: vi.fn<AuthClient['idToken']>(),
  requestPasswordReset: vi.fn<AuthClient['requestPasswordReset']>(),
  confirmPasswordReset: vi.fn<AuthClient['confirmPasswordReset']>(),
  changePassword: vi.fn<AuthClient['changePassword']>(),
} satisfies AuthClient;

/** Call in beforeEach: nobody signed in, every method back to its default behaviour. */
export function resetFakeAuth(): void {
  endSession();
  fakeAuthClient.signIn.mockReset().mockImplementation(async (email) => startSession(email));
  fakeAuthClient.signUp.mockReset().mockResolvedValue(undefined);
  fakeAuthClient.signOut.mockReset().mockImplementation(async () => endSession());
  fakeAuthClient.idToken
    .mockReset()
    .mockImplementation(async () => (signedInAs ? tokenFor(signedInAs) : null));
  fakeAuthClient.requestPasswordReset.mockReset().mockResolvedValue({ destination: 'j***@e***' });
  fakeAuthClient.confirmPasswordReset.mockReset().mockResolvedValue(undefined);
  fakeAuthClient.changePassword.mockReset().mockResolvedValue(undefined);
}

/** An error shaped like Amplify's (the Cognito exception name in `name`). */
export function cognitoError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

export const cognitoModule = {
  getAuthClient: async (): Promise<AuthClient> => fakeAuthClient,
};
