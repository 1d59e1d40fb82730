// The real senders: SES v2 for email (with RFC 8058 one-click unsubscribe headers) and SNS for SMS (transactional,
// after checking that the number has not replied STOP). Throttling is retried with exponential backoff; any other
// error, or throttling past the limit, is thrown to the caller, which records the delivery as failed.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CheckIfPhoneNumberIsOptedOutCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { EmailMessage, SmsMessage } from './render';

let sesClient: SESv2Client | undefined;
let snsClient: SNSClient | undefined;

export function ses(): SESv2Client {
  sesClient ??= new SESv2Client({ maxAttempts: 1 });
  return sesClient;
}

export function sns(): SNSClient {
  snsClient ??= new SNSClient({ maxAttempts: 1 });
  return snsClient;
}

export interface RetryOptions {
  /** Attempts in all, including the first. */
  attempts?: number;
  baseDelayMs?: number;
  /** Injected in tests so that backoff takes no time. */
  sleep?: (ms: number) => Promise<void>;
}

const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ThrottledException',
  'LimitExceededException',
  'SendingPausedException',
]);

export function isThrottling(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const meta = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return THROTTLING.has(error.name) || meta?.httpStatusCode === 429;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn`, retrying throttling errors with exponential backoff and full jitter. */
export async function withThrottleRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  const base = options.baseDelayMs ?? 200;
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!isThrottling(error) || attempt >= attempts) throw error;
      await sleep(Math.round(base * 2 ** (attempt - 1) * (0.5 + Math.random() / 2)));
    }
  }
}

export interface OutgoingEmail extends EmailMessage {
  to: string;
  from: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

export async function sendEmailViaSes(
  email: OutgoingEmail,
  retry: RetryOptions = {},
): Promise<{ messageId: string }> {
  const res = await withThrottleRetry(
    () =>
      ses().send(
        new SendEmailCommand({
          FromEmailAddress: email.from,
          Destination: { ToAddresses: [email.to] },
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: {
                Html: { Data: email.html, Charset: 'UTF-8' },
                Text: { Data: email.text, Charset: 'UTF-8' },
              },
              Headers: Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })),
            },
          },
        }),
      ),
    retry,
  );
  return { messageId: res.MessageId ?? '' };
}

export type SmsSendResult = { status: 'sent'; messageId: string } | { status: 'opted-out' };

export async function sendSmsViaSns(
  phone: string,
  sms: SmsMessage,
  retry: RetryOptions = {},
): Promise<SmsSendResult> {
  const check = await withThrottleRetry(
    () => sns().send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber: phone })),
    retry,
  );
  if (check.isOptedOut) return { status: 'opted-out' };
  const res = await withThrottleRetry(
    () =>
      sns().send(
        new PublishCommand({
          PhoneNumber: phone,
          Message: sms.text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            ...(process.env.SNS_SENDER_ID
              ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: process.env.SNS_SENDER_ID } }
              : {}),
          },
        }),
      ),
    retry,
  );
  return { status: 'sent', messageId: res.MessageId ?? '' };
}
