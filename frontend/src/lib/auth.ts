// Session state every page may need, without the sign-in library: the cached user's query key, a cheap "is a
// session stored?" hint for the header's Login/Dashboard link, the lazy loader of the Amplify-based client
// (lib/cognito.ts, its own chunk), and the ID-token provider the API client uses for protected routes.
import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { setAuthTokenProvider } from './api';
import type { AuthClient } from './cognito';

/** GET /api/user's cache entry: the User, or null when nobody is signed in (spec section 6: a 401 means no user). */
export const USER_QUERY_KEY = ['user'] as const;

/**
 * Amplify keeps the session in localStorage under `CognitoIdentityServiceProvider.<client id>.LastAuthUser` (and
 * removes it on sign-out). Its presence says a session may exist; only Amplify can say whether it is still valid.
 */
const AMPLIFY_LAST_USER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && AMPLIFY_LAST_USER.test(key) && localStorage.getItem(key)) return true;
    }
  } catch {
    // Storage can be blocked (privacy settings): then Amplify cannot keep a session either.
  }
  return false;
}

/** The sign-in client, configured from /config.json. Loads Amplify on first use only. */
export async function loadAuthClient(): Promise<AuthClient> {
  const { getAuthClient } = await import('./cognito');
  return getAuthClient();
}

/** Starts downloading the sign-in code ahead of need (a form gets focus); errors surface when it is used. */
export function preloadAuthClient(): void {
  void import('./cognito').catch(() => undefined);
}

/** The ID token for API calls; without a stored session Amplify is not even loaded. */
async function sessionIdToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  return (await loadAuthClient()).idToken();
}

// Registered when this module is first imported: the public header imports it, so it is in place on every page
// before any protected call is made, and the API client stays free of the sign-in library.
setAuthTokenProvider(sessionIdToken);

function loggedInSnapshot(client: QueryClient): boolean {
  const user = client.getQueryData<unknown>(USER_QUERY_KEY);
  // The server's answer wins once it is known; before that the stored session is a good enough guess for a link.
  if (user !== undefined) return user !== null;
  return hasStoredSession();
}

/** True when someone is signed in (the cached user, else the stored-session hint). Cheap: no network, no Amplify. */
export function useIsLoggedIn(): boolean {
  const client = useQueryClient();
  return useSyncExternalStore(
    (onChange) => {
      const unsubscribe = client.getQueryCache().subscribe(onChange);
      // Another tab signing in or out changes the stored session.
      window.addEventListener('storage', onChange);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onChange);
      };
    },
    () => loggedInSnapshot(client),
    () => false,
  );
}
