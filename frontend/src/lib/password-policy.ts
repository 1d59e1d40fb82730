// The user pool's password policy (infra/lib/auth.ts): at least 8 characters with an upper case letter, a lower case
// letter, a number and a symbol. Shown as a live checklist beside every new-password field, so nobody has to fail
// it first to learn it.

/** Cognito's accepted symbols (a space counts when it is neither first nor last). */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-');

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'number' | 'symbol';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', label: 'An upper case letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lower case letter', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'A number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'symbol',
    label: 'A symbol, such as ! @ # $ or %',
    test: (p) => [...p].some((c) => SYMBOLS.has(c)) || / /.test(p.trim()),
  },
];

export function passwordChecks(password: string): { rule: PasswordRule; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
}

export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

export const PASSWORD_POLICY_ERROR = 'Choose a password that meets every requirement in the list.';
