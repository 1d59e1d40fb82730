// The admin screen's texts (spec section 8 'Admin tests.', section 4 'Simulation mode'), in one place so the
// components and their tests agree.
import type { DeliveryMode } from '@shared/contracts/admin';

export const ADMIN_NOTE =
  'Admin tools: only members of the admin group can open this page and call its APIs.';

export const SMS_SUCCESS_TITLE = 'SMS Test Successful';
export const smsSuccessText = (mode: DeliveryMode) => `Test SMS was sent successfully in ${mode} mode.`;
export const SMS_FAILED_TITLE = 'SMS Test Failed';
export const SMS_FAILED_FALLBACK = 'There was an error sending the SMS. Please try again.';

export const EMAIL_SUCCESS_TITLE = 'Success!';
export const EMAIL_SUCCESS_TEXT = 'Test email sent successfully';
export const EMAIL_SENT_ALERT_TITLE = 'Email Sent Successfully';
export const EMAIL_FAILED_TITLE = 'Failed to Send Email';
export const EMAIL_FAILED_FALLBACK = 'Failed to send test email';
export const EMAIL_ERROR_TITLE = 'Error';
export const EMAIL_ERROR_FALLBACK = 'An unexpected error occurred';

export const RUN_STARTED_TITLE = 'Monitoring run started';
export const RUN_NOT_STARTED_TITLE = 'Monitoring run not started';
export const RUN_NOT_STARTED_FALLBACK = 'The monitoring run could not be started. Please try again.';

export const MODE_LABELS: Record<DeliveryMode, string> = {
  simulation: 'Simulation',
  production: 'Production',
};
