// The subscribe flow's toast texts (spec section 8), in one place so the form and its tests agree.

export const SUBSCRIBE_SUCCESS_TITLE = 'Subscription Successful';
export const SUBSCRIBE_FAILED_TITLE = 'Subscription Failed';
export const SUBSCRIBE_FAILED_FALLBACK = 'There was an error subscribing. Please try again.';
export const MISSING_INFO_TITLE = 'Missing information';
export const MISSING_INFO_TEXT = 'Please provide both username and password.';
export const ACCOUNT_COMING_SOON_TITLE = 'Account creation is coming soon';
export const ACCOUNT_COMING_SOON_TEXT =
  'Accounts cannot be created from this page yet. Your policy alerts subscription is active and nothing else is needed.';

function channelText(email: boolean, sms: boolean): string {
  if (email && sms) return 'by email and SMS';
  return email ? 'by email' : 'by SMS';
}

/**
 * The success toast's text. A new subscription is welcomed on each channel it gives (confirmation email, welcome
 * SMS); an address that was already subscribed only has its channels updated.
 */
export function subscribeSuccessText(result: {
  created: boolean;
  emailEnabled: boolean;
  smsEnabled: boolean;
}): string {
  const { created, emailEnabled: email, smsEnabled: sms } = result;
  if (!created)
    return `You were already subscribed. Your policy alerts will keep coming ${channelText(email, sms)}.`;
  if (email && sms) {
    return "You'll receive policy alerts by email and SMS. We've sent a confirmation email and a welcome SMS.";
  }
  if (email) return "You'll receive policy alerts by email. Check your inbox for a confirmation email.";
  return "You'll receive policy alerts by SMS. We've sent you a welcome SMS.";
}
