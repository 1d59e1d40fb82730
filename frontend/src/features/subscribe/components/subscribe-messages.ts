// The subscribe flow's toast texts (spec section 8), in one place so the form and its tests agree.

export const SUBSCRIBE_SUCCESS_TITLE = 'Subscription Successful';
export const SUBSCRIBE_FAILED_TITLE = 'Subscription Failed';
export const SUBSCRIBE_FAILED_FALLBACK = 'There was an error subscribing. Please try again.';
export const MISSING_INFO_TITLE = 'Missing information';
export const MISSING_INFO_TEXT = 'Please provide both username and password.';
/** shared/contracts/common.ts EMAIL_MESSAGE, repeated so this light form does not pull in zod. */
export const EMAIL_INVALID_TEXT = 'Please enter a valid email address';
export const MISSING_EMAIL_TEXT = 'Please provide an email address for your account.';
export const EMAIL_NEEDED_TEXT =
  'You subscribed by SMS only, and an account needs an email address to log in with.';
export const LINK_FAILED_TEXT =
  'Your account was created, but your alert subscription could not be attached to it. Your alerts keep coming as before.';

function channelText(email: boolean, sms: boolean): string {
  if (email && sms) return 'by email and SMS';
  return email ? 'by email' : 'by SMS';
}

/**
 * The success toast's text, by the channels given and the welcome messages the server reports it sent (a
 * confirmation email, a welcome SMS); an address that was already subscribed only has its channels updated.
 */
export function subscribeSuccessText(result: {
  created: boolean;
  /** A channel that had been turned off (unsubscribed) is on again. */
  resumed?: boolean;
  emailEnabled: boolean;
  smsEnabled: boolean;
  welcomed?: readonly ('email' | 'sms')[];
}): string {
  const { created, emailEnabled: email, smsEnabled: sms } = result;
  if (!created && result.resumed)
    return `Welcome back: your policy alerts are on again ${channelText(email, sms)}.`;
  if (!created)
    return `You were already subscribed. Your policy alerts will keep coming ${channelText(email, sms)}.`;
  const welcomedEmail = result.welcomed?.includes('email') ?? false;
  const welcomedSms = result.welcomed?.includes('sms') ?? false;
  if (email && sms) {
    if (welcomedEmail && welcomedSms)
      return "You'll receive policy alerts by email and SMS. We've sent a confirmation email and a welcome SMS.";
    if (welcomedEmail)
      return "You'll receive policy alerts by email and SMS. We've sent a confirmation email.";
    if (welcomedSms) return "You'll receive policy alerts by email and SMS. We've sent you a welcome SMS.";
    return "You'll receive policy alerts by email and SMS.";
  }
  if (email)
    return welcomedEmail
      ? "You'll receive policy alerts by email. Check your inbox for a confirmation email."
      : "You'll receive policy alerts by email.";
  return welcomedSms
    ? "You'll receive policy alerts by SMS. We've sent you a welcome SMS."
    : "You'll receive policy alerts by SMS.";
}
