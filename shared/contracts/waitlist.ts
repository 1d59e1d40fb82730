// Waitlist contract for the PRO plan (/coming-soon).
import * as z from 'zod';
import { emailSchema } from './common';

export const waitlistRequestSchema = z.strictObject({ email: emailSchema });
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;
export const waitlistResponseSchema = z.object({ joined: z.literal(true), alreadyJoined: z.boolean() });
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;
