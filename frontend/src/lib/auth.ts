// Session state for the public shell (the header's Login/Dashboard link). Signing in is not part of the SPA yet,
// so nobody can be signed in; the Cognito session hook replaces this function when accounts arrive.

export function useIsLoggedIn(): boolean {
  return false;
}
