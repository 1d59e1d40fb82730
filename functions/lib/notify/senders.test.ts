import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CheckIfPhoneNumberIsOptedOutCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { sendEmailViaSes, sendSmsViaSns, withThrottleRetry } from './senders';

const sesMock = mockClient(SESv2Client);
const snsMock = mockClient(SNSClient);
afterEach(() => {
  sesMock.reset();
  snsMock.reset();
});

function throttled(name = 'ThrottlingException'): Error {
  return Object.assign(new Error('Rate exceeded'), { name, $metadata: { httpStatusCode: 400 } });
}

const email = {
  to: 'jane@example.com',
  from: 'alerts@example.com.au',
  subject: 'Aged care policy update: X',
  html: '<p>x</p>',
  text: 'x',
  headers: {
    'List-Unsubscribe': '<https://alerts.example.com.au/api/unsubscribe/one-click?token=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('sendEmailViaSes', () => {
  it('sends both parts with the one-click unsubscribe headers', async () => {
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    await expect(sendEmailViaSes(email)).resolves.toEqual({ messageId: 'ses-1' });

    const input = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.FromEmailAddress).toBe('alerts@example.com.au');
    expect(input?.Destination?.ToAddresses).toEqual(['jane@example.com']);
    expect(input?.Content?.Simple?.Body?.Html?.Data).toBe('<p>x</p>');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toBe('x');
    expect(input?.Content?.Simple?.Headers).toEqual([
      {
        Name: 'List-Unsubscribe',
        Value: '<https://alerts.example.com.au/api/unsubscribe/one-click?token=t>',
      },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('retries throttling with growing waits, then succeeds', async () => {
    sesMock
      .on(SendEmailCommand)
      .rejectsOnce(throttled())
      .rejectsOnce(throttled('TooManyRequestsException'))
      .resolves({ MessageId: 'ses-2' });
    const sleep = vi.fn(() => Promise.resolve());
    await expect(sendEmailViaSes(email, { sleep, baseDelayMs: 100 })).resolves.toEqual({
      messageId: 'ses-2',
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    const [first, second] = sleep.mock.calls.map((c: unknown[]) => c[0] as number);
    expect(first).toBeGreaterThanOrEqual(50);
    expect(first).toBeLessThanOrEqual(100);
    expect(second).toBeGreaterThanOrEqual(100);
    expect(second).toBeLessThanOrEqual(200);
  });

  it('gives up after the attempt limit with the throttling error', async () => {
    sesMock.on(SendEmailCommand).rejects(throttled());
    const sleep = vi.fn(() => Promise.resolve());
    await expect(sendEmailViaSes(email, { sleep, attempts: 3 })).rejects.toThrow('Rate exceeded');
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('does not retry an error that is not throttling', async () => {
    sesMock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' }));
    const sleep = vi.fn(() => Promise.resolve());
    await expect(sendEmailViaSes(email, { sleep })).rejects.toThrow('not verified');
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('sendSmsViaSns', () => {
  const sms = {
    text: 'Aged Care Policy Tracker: hi Reply STOP to opt out',
    encoding: 'GSM-7' as const,
    units: 50,
  };

  it('checks the opt-out list, then publishes a transactional SMS', async () => {
    snsMock.on(CheckIfPhoneNumberIsOptedOutCommand).resolves({ isOptedOut: false });
    snsMock.on(PublishCommand).resolves({ MessageId: 'sns-1' });
    await expect(sendSmsViaSns('+61412345678', sms)).resolves.toEqual({ status: 'sent', messageId: 'sns-1' });
    expect(snsMock.commandCalls(CheckIfPhoneNumberIsOptedOutCommand)[0]?.args[0].input).toEqual({
      phoneNumber: '+61412345678',
    });
    const input = snsMock.commandCalls(PublishCommand)[0]?.args[0].input;
    expect(input?.PhoneNumber).toBe('+61412345678');
    expect(input?.Message).toBe(sms.text);
    expect(input?.MessageAttributes?.['AWS.SNS.SMS.SMSType']).toEqual({
      DataType: 'String',
      StringValue: 'Transactional',
    });
  });

  it('does not publish to a number that opted out', async () => {
    snsMock.on(CheckIfPhoneNumberIsOptedOutCommand).resolves({ isOptedOut: true });
    await expect(sendSmsViaSns('+61412345678', sms)).resolves.toEqual({ status: 'opted-out' });
    expect(snsMock.commandCalls(PublishCommand)).toHaveLength(0);
  });

  it('retries a throttled publish', async () => {
    snsMock.on(CheckIfPhoneNumberIsOptedOutCommand).resolves({ isOptedOut: false });
    snsMock.on(PublishCommand).rejectsOnce(throttled('Throttling')).resolves({ MessageId: 'sns-2' });
    const sleep = vi.fn(() => Promise.resolve());
    await expect(sendSmsViaSns('+61412345678', sms, { sleep })).resolves.toEqual({
      status: 'sent',
      messageId: 'sns-2',
    });
    expect(snsMock.commandCalls(PublishCommand)).toHaveLength(2);
  });
});

describe('withThrottleRetry', () => {
  it('treats an HTTP 429 as throttling', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        Object.assign(new Error('slow down'), { name: 'Unknown', $metadata: { httpStatusCode: 429 } }),
      )
      .mockResolvedValue('ok');
    await expect(withThrottleRetry(fn, { sleep: () => Promise.resolve() })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
