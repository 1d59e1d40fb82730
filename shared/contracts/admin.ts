// Admin tools contracts (spec sections 2 /admin, 5, 7 and 8): the SMS and email tests, monitoring runs and the
// outbox of simulated messages. Only members of the admin group may call these routes; the server enforces it.
import * as z from 'zod';
import { AU_PHONE_MESSAGE, AU_PHONE_PATTERN, toE164 } from '../validation/phone';
import { EMAIL_MESSAGE, EMAIL_MAX } from './common';

export const SMS_TEST_MAX = 160;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 10_000;

export const deliveryModeSchema = z.enum(['simulation', 'production']);
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

/** POST /api/test-sms. */
export const testSmsFormSchema = z.object({
  phoneNumber: z
    .string({ error: AU_PHONE_MESSAGE })
    .trim()
    .max(20, { error: AU_PHONE_MESSAGE })
    .regex(AU_PHONE_PATTERN, { error: AU_PHONE_MESSAGE }),
  message: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, { error: 'Message cannot be empty' })
    .max(SMS_TEST_MAX, { error: `SMS should be ${SMS_TEST_MAX} characters or less` }),
  forceSimulation: z.boolean({ error: 'forceSimulation must be true or false' }).optional(),
});
export type TestSmsForm = z.input<typeof testSmsFormSchema>;
export const testSmsRequestSchema = z
  .strictObject(testSmsFormSchema.shape)
  .transform((v) => ({ ...v, phoneNumber: toE164(v.phoneNumber) }));

export const testSmsResponseSchema = z.object({
  success: z.boolean(),
  mode: deliveryModeSchema,
  /** The number in E.164 form, as it was sent. */
  to: z.string(),
  messageId: z.string().optional(),
  message: z.string(),
});
export type TestSmsResponse = z.infer<typeof testSmsResponseSchema>;

/** POST /api/admin/test-email. */
export const testEmailFormSchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX, { error: EMAIL_MESSAGE })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(EMAIL_SUBJECT_MAX, { error: `Subject must be at most ${EMAIL_SUBJECT_MAX} characters` }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(EMAIL_MESSAGE_MAX, { error: `Message must be at most ${EMAIL_MESSAGE_MAX} characters` }),
  forceSimulation: z.boolean({ error: 'forceSimulation must be true or false' }).optional(),
});
export type TestEmailForm = z.input<typeof testEmailFormSchema>;
export const testEmailRequestSchema = z.strictObject(testEmailFormSchema.shape);

export const testEmailResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  mode: deliveryModeSchema,
  messageId: z.string().optional(),
  /** Present when success is false: what went wrong, in words an administrator can act on. */
  error: z.object({ message: z.string() }).optional(),
});
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;

/** A monitoring run as the admin page shows it (and as it is stored: functions/lib/data/entities/monitoring-run.ts). */
export const runTriggerSchema = z.enum(['schedule', 'manual']);
export const sourceRunResultSchema = z.object({
  sourceId: z.string(),
  name: z.string(),
  status: z.enum(['ok', 'failed', 'baseline', 'unchanged']),
  /** Why the source failed, in words an administrator can act on. */
  reason: z.string().optional(),
  itemCount: z.number().int().optional(),
  changes: z.number().int(),
});
export const messageCountsSchema = z.object({
  sent: z.number().int(),
  simulated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export const monitoringRunSchema = z.object({
  id: z.string(),
  trigger: runTriggerSchema,
  /** Who started a manual run (the administrator's email). */
  requestedBy: z.string().optional(),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  durationMs: z.number().int().optional(),
  sources: z.array(sourceRunResultSchema),
  changes: z.number().int(),
  updatesCreated: z.number().int(),
  /** Changes whose page could not be fetched or summarised: they stay out of this run's messages. */
  changesFailed: z.number().int(),
  /** Changes found by earlier runs whose update could not be stored then, tried again in this run. */
  changesRetried: z.number().int().optional(),
  /** Changes given up in this run after failing in several runs. */
  changesAbandoned: z.number().int().optional(),
  updateIds: z.array(z.string()),
  subscribers: z.number().int(),
  messages: messageCountsSchema,
  mode: deliveryModeSchema.optional(),
  error: z.string().optional(),
});
export type MonitoringRunView = z.infer<typeof monitoringRunSchema>;

/** GET /api/admin/monitoring/runs. */
export const monitoringRunsResponseSchema = z.object({ runs: z.array(monitoringRunSchema) });
export type MonitoringRunsResponse = z.infer<typeof monitoringRunsResponseSchema>;

/** POST /api/admin/monitoring/runs: 202 with the run that was started. */
export const startRunRequestSchema = z
  .strictObject({
    forceSimulation: z.boolean({ error: 'forceSimulation must be true or false' }).optional(),
  })
  .default({});
export const startRunResponseSchema = z.object({ runId: z.string(), status: z.literal('running') });
export type StartRunResponse = z.infer<typeof startRunResponseSchema>;

/** GET /api/admin/outbox: simulated messages, newest first. */
export const outboxQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(100, { error: 'limit must be at most 100' })
    .default(25),
  cursor: z.string().max(1024, { error: 'cursor is too long' }).optional(),
});
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** The email address or E.164 phone number the message was for. */
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  kind: z.enum(['updates', 'welcome', 'test']),
  batchId: z.string().optional(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  nextCursor: z.string().nullable(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** POST /api/test-policy-update: the update that was generated. */
export const testPolicyUpdateRequestSchema = z.strictObject({}).default({});
