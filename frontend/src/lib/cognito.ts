// The sign-in client: Amazon Cognito through aws-amplify v6, configured from /config.json on first use. It is its
// own chunk (loaded through lib/auth.ts), so public pages never download Amplify. Amplify keeps the tokens in
// localStorage and refreshes them in fetchAuthSession; nothing here caches a token.
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  updatePassword,
} from 'aws-amplify/auth';
import type { RuntimeConfig } from '@shared/contracts/config';
import { loadRuntimeConfig } from './runtime-config';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Cognito's preferred_username: the name the platform greets the user by when there is no first name. */
  username: string;
}

export interface AuthClient {
  /** Signs in with email and password; a session already in the browser is ended first. */
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account. The user pool confirms it at once (pre-sign-up trigger); it does not sign in. */
  signUp(input: SignUpInput): Promise<void>;
  signOut(): Promise<void>;
  /** The current ID token (refreshed by Amplify when it has expired), or null when nobody is signed in. */
  idToken(): Promise<string | null>;
  /** Sends a reset code; resolves with where it went (e.g. a masked email address) when Cognito says. */
  requestPasswordReset(email: string): Promise<{ destination: string | null }>;
  confirmPasswordReset(input: { email: string; code: string; newPassword: string }): Promise<void>;
  /** Changes the signed-in user's password; the current one is checked by Cognito. */
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<void>;
}

/** A sign-in step this product does not offer (MFA, forced new password, ...): said plainly rather than ignored. */
export class UnsupportedSignInStepError extends Error {
  override name = 'UnsupportedSignInStepError';
}

function configure(config: RuntimeConfig): AuthClient {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Only set locally (cognito-local); in AWS Amplify derives the endpoint from the pool id's region.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });

  const signInOnce = async (email: string, password: string) => {
    const { nextStep } = await amplifySignIn({
      username: email,
      password,
      // SRP in AWS; USER_PASSWORD_AUTH locally, where cognito-local has no SRP.
      options: { authFlowType: config.authFlow },
    });
    if (nextStep.signInStep === 'DONE') return;
    if (nextStep.signInStep === 'RESET_PASSWORD') {
      throw new UnsupportedSignInStepError(
        'You need to set a new password for this account. Use "Forgot password?" to get a reset code.',
      );
    }
    throw new UnsupportedSignInStepError(
      'This account needs a sign-in step this site does not support yet. Please contact support.',
    );
  };

  return {
    async signIn(email, password) {
      try {
        await signInOnce(email, password);
      } catch (error) {
        // Someone else's (or an expired) session is still stored: end it and sign in as the person asking.
        if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
          await amplifySignOut();
          await signInOnce(email, password);
          return;
        }
        throw error;
      }
    },

    async signUp({ email, password, firstName, lastName, username }) {
      const { nextStep } = await amplifySignUp({
        username: email,
        password,
        options: {
          userAttributes: {
            email,
            given_name: firstName,
            family_name: lastName,
            preferred_username: username,
          },
        },
      });
      if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
        // The user pool is set up to confirm new accounts itself; if it did not, signing in would fail anyway.
        throw new UnsupportedSignInStepError(
          'Your account was created but still needs to be confirmed. Please contact support.',
        );
      }
    },

    async signOut() {
      await amplifySignOut();
    },

    async idToken() {
      try {
        const session = await fetchAuthSession();
        return session.tokens?.idToken?.toString() ?? null;
      } catch {
        // A refresh that fails (revoked or expired refresh token) means the session is over.
        return null;
      }
    },

    async requestPasswordReset(email) {
      const { nextStep } = await resetPassword({ username: email });
      const details =
        nextStep.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE'
          ? nextStep.codeDeliveryDetails
          : undefined;
      return { destination: details?.destination ?? null };
    },

    async confirmPasswordReset({ email, code, newPassword }) {
      await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    },

    async changePassword({ currentPassword, newPassword }) {
      await updatePassword({ oldPassword: currentPassword, newPassword });
    },
  };
}

let client: Promise<AuthClient> | null = null;

/** The configured client. A failure to read the configuration is not remembered, so the next call tries again. */
export function getAuthClient(): Promise<AuthClient> {
  client ??= loadRuntimeConfig()
    .then(configure)
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}
