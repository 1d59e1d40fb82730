// The account and payment texts (spec section 8), shared by /auth, /payment-success, the signed-in shell and the
// landing page's create-account form; and sign-in errors turned into sentences a person can act on.
import { PAYMENT_LABEL } from '@shared/constants';
import { ApiError } from './api';
import { RuntimeConfigError } from './runtime-config';

export const LOGIN_SUCCESS_TITLE = 'Login successful';
export const welcomeBackText = (name: string) => `Welcome back, ${name}!`;
export const LOGIN_FAILED_TITLE = 'Login failed';
export const REGISTER_SUCCESS_TITLE = 'Registration successful';
export const REGISTER_FAILED_TITLE = 'Registration failed';
export const LOGGED_OUT_TITLE = 'Logged out';
export const LOGOUT_FAILED_TITLE = 'Logout failed';

export const PAYMENT_REQUIRED_TITLE = 'Payment Required';
export const PAYMENT_REQUIRED_LOGIN_TEXT = 'A one-time payment is required to access the platform.';
export const PAYMENT_REQUIRED_REGISTER_TEXT = 'A one-time payment is required to complete your registration.';
export const PAYMENT_FAILED_TITLE = 'Payment failed';
export const PAYMENT_ERROR_TITLE = 'Payment error';
export const PAYMENT_ERROR_TEXT = 'There was an error setting up the payment. Please try again.';
export const CHECKOUT_FAILED_TEXT = 'Failed to create checkout session';
export const PAYMENT_STEP_TITLE = 'Complete Your Payment';
export const PAYMENT_STEP_TEXT = `Access to the platform needs a one-time payment of ${PAYMENT_LABEL}.`;
export const REDIRECTING_TEXT = 'Redirecting to secure payment page...';

export const PAYMENT_SUCCESS_TITLE = 'Payment successful';
export const PAID_BANNER_TITLE = 'Payment Successful';
export const PAID_BANNER_TEXT = 'Please log in with your password to continue.';
export const VERIFICATION_FAILED_TITLE = 'Verification Failed';
export const NO_SESSION_ID_TEXT = 'No session ID found. Payment verification failed.';
export const VERIFY_FAILED_FALLBACK = 'Failed to verify payment. Please contact support.';
export const VERIFICATION_ERROR_TITLE = 'Verification Error';
export const VERIFICATION_ERROR_TEXT = 'An error occurred while verifying your payment.';
export const ACCOUNT_UPDATE_FAILED_TITLE = 'Account Update Failed';
export const ACCOUNT_UPDATE_FAILED_TEXT =
  "Payment was received but your account status couldn't be updated. Please contact support.";
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';

export const PASSWORD_POLICY_TEXT =
  'The password must be at least 8 characters and include an upper case letter, a lower case letter, a number and a symbol.';
const INCORRECT_CREDENTIALS = 'Incorrect email or password.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
const GENERIC_FAILURE = 'Something went wrong. Please try again.';
const NETWORK_FAILURE = 'Could not reach the sign-in service. Check your connection and try again.';

/** Cognito (and Amplify) error names, mapped to what the person should know or do. */
const BY_NAME: Record<string, string> = {
  NotAuthorizedException: INCORRECT_CREDENTIALS,
  // With user-existence errors prevented this does not occur in AWS; locally it does, and must not reveal more.
  UserNotFoundException: INCORRECT_CREDENTIALS,
  UsernameExistsException:
    'An account with this email address already exists. Log in instead, or use "Forgot password?" to reset it.',
  InvalidPasswordException: PASSWORD_POLICY_TEXT,
  CodeMismatchException: 'That code is not correct. Check the email we sent and try again.',
  ExpiredCodeException: 'That code has expired. Ask for a new code and try again.',
  LimitExceededException: TOO_MANY_ATTEMPTS,
  TooManyRequestsException: TOO_MANY_ATTEMPTS,
  TooManyFailedAttemptsException: TOO_MANY_ATTEMPTS,
  UserNotConfirmedException: 'This account has not been confirmed yet. Please contact support.',
  PasswordResetRequiredException:
    'You need to set a new password for this account. Use "Forgot password?" to get a reset code.',
  EmptySignInUsername: 'Please enter your email address.',
  EmptySignInPassword: 'Please enter your password.',
  EmptySignUpUsername: 'Please enter your email address.',
  EmptySignUpPassword: 'Please enter a password.',
  EmptyResetPasswordUsername: 'Please enter your email address.',
  EmptyConfirmResetPasswordConfirmationCode: 'Please enter the code from the email.',
  EmptyConfirmResetPasswordNewPassword: 'Please enter a new password.',
  NetworkError: NETWORK_FAILURE,
};

/**
 * A message for people from whatever a sign-in, sign-up, reset or API call threw. `signingIn` marks a login: there
 * a password complaint can only mean a wrong password (cognito-local answers a wrong one with
 * InvalidPasswordException, where AWS says NotAuthorizedException).
 */
export function describeAuthError(
  error: unknown,
  { signingIn = false }: { signingIn?: boolean } = {},
): string {
  if (error instanceof ApiError || error instanceof RuntimeConfigError) return error.message;
  if (!(error instanceof Error)) return GENERIC_FAILURE;
  if (signingIn && error.name === 'InvalidPasswordException') return INCORRECT_CREDENTIALS;
  if (error.name === 'NotAuthorizedException') {
    // Cognito uses one error name for several causes; its message tells them apart.
    if (/attempts exceeded/i.test(error.message)) return TOO_MANY_ATTEMPTS;
    if (/disabled/i.test(error.message)) return 'This account has been disabled. Please contact support.';
  }
  const known = BY_NAME[error.name];
  if (known) return known;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return NETWORK_FAILURE;
  if (error.name === 'InvalidParameterException') {
    return 'Some of the details are not valid. Please check them and try again.';
  }
  if (error.name === 'UnsupportedSignInStepError') return error.message;
  return error.message.trim() || GENERIC_FAILURE;
}
