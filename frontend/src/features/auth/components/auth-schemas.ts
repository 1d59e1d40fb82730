// The /auth forms' validation (spec section 5: every field required, email fields are email addresses; new
// passwords meet the user pool's policy, shown beside the field as a checklist).
import * as z from 'zod';
import { EMAIL_MESSAGE } from '@shared/contracts/common';
import { meetsPasswordPolicy, PASSWORD_POLICY_ERROR } from '@/lib/password-policy';

const required = (message: string) => z.string().trim().min(1, { error: message });

const email = required('Please enter your email address')
  .max(254, { error: 'Email address must be at most 254 characters' })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

const newPassword = z
  .string()
  .min(1, { error: 'Please choose a password' })
  .max(256, { error: 'Password must be at most 256 characters' })
  .refine(meetsPasswordPolicy, { error: PASSWORD_POLICY_ERROR });

const name = (label: string) =>
  required(`Please enter your ${label}`).max(100, {
    error: `${label[0]?.toUpperCase()}${label.slice(1)} must be at most 100 characters`,
  });

export const loginSchema = z.object({
  email,
  // Existing passwords are checked by Cognito, not against today's policy.
  password: z.string().min(1, { error: 'Please enter your password' }),
});
export type LoginValues = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  password: newPassword,
});
export type RegisterValues = z.input<typeof registerSchema>;

export const resetRequestSchema = z.object({ email });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

export const resetConfirmSchema = z.object({
  code: required('Please enter the code from the email').max(16, { error: 'That code is too long' }),
  newPassword,
});
export type ResetConfirmValues = z.input<typeof resetConfirmSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Please enter your current password' }),
  newPassword,
});
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
