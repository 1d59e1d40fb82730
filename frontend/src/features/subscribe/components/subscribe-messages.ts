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
 * The success toast's text, by the channels given. It promises no confirmation email or welcome SMS: those are
 * sent once the messaging step delivers them (subscribers keep a welcomePending list for it).
 */
export function subscribeSuccessText(result: {
  created: boolean;
  emailEnabled: boolean;
  smsEnabled: boolean;
}): string {
  const { created, emailEnabled: email, smsEnabled: sms } = result;
  if (!created)
    return `You were already subscribed. Your policy alerts will keep coming ${channelText(email, sms)}.`;
  if (email && sms) return "You'll receive policy alerts by email and SMS.";
  if (email) return "You'll receive policy alerts by email.";
  return "You'll receive policy alerts by SMS.";
}
