import { describe, expect, it } from 'vitest';
import { subscribeSuccessText } from './subscribe-messages';

describe('subscribeSuccessText', () => {
  it('says a confirmation email and a welcome SMS were sent only when the server sent them', () => {
    expect(
      subscribeSuccessText({
        created: true,
        emailEnabled: true,
        smsEnabled: true,
        welcomed: ['email', 'sms'],
      }),
    ).toBe(
      "You'll receive policy alerts by email and SMS. We've sent a confirmation email and a welcome SMS.",
    );
    expect(
      subscribeSuccessText({ created: true, emailEnabled: true, smsEnabled: true, welcomed: ['email'] }),
    ).toBe("You'll receive policy alerts by email and SMS. We've sent a confirmation email.");
    expect(
      subscribeSuccessText({ created: true, emailEnabled: true, smsEnabled: false, welcomed: ['email'] }),
    ).toBe("You'll receive policy alerts by email. Check your inbox for a confirmation email.");
    expect(
      subscribeSuccessText({ created: true, emailEnabled: false, smsEnabled: true, welcomed: ['sms'] }),
    ).toBe("You'll receive policy alerts by SMS. We've sent you a welcome SMS.");
    expect(subscribeSuccessText({ created: true, emailEnabled: false, smsEnabled: true, welcomed: [] })).toBe(
      "You'll receive policy alerts by SMS.",
    );
  });

  it('tells an existing subscriber their alerts keep coming', () => {
    expect(subscribeSuccessText({ created: false, emailEnabled: true, smsEnabled: false })).toMatch(
      /^You were already subscribed\./,
    );
  });
  it('welcomes back someone who had unsubscribed, instead of saying they were already subscribed', () => {
    expect(
      subscribeSuccessText({ created: false, resumed: true, emailEnabled: true, smsEnabled: false }),
    ).toBe('Welcome back: your policy alerts are on again by email.');
  });
});
