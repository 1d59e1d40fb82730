// Cognito pre-sign-up trigger: the product has no "check your inbox" step (DESIGN.md section 4: users register, pay
// and sign in straight away), so a self-registered user is confirmed at once and the address they registered with is
// marked verified, which is what lets them reset a forgotten password by email.
import type { PreSignUpTriggerEvent } from 'aws-lambda';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  // Users an administrator creates already follow Cognito's invitation flow; federated sign-ins are not offered.
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  event.response.autoConfirmUser = true;
  const email = event.request.userAttributes.email;
  if (typeof email === 'string' && email.trim() !== '') event.response.autoVerifyEmail = true;
  return event;
}
