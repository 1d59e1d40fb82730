import { describe, expect, it } from 'vitest';
import { EMAIL_OR_PHONE_MESSAGE, subscribeFormSchema, subscribeRequestSchema, toSubscribeRequest } from './subscribers';
import { EMAIL_MESSAGE } from './common';
import { AU_PHONE_MESSAGE } from '../validation/phone';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('subscribe form schema', () => {
  it('needs an email or a phone, and says so on the email field', () => {
    expect(errorsOf(subscribeFormSchema.safeParse({ email: '', phone: '' }))).toEqual([['email', EMAIL_OR_PHONE_MESSAGE]]);
  });

  it.each(['jane@example.com.au', 'JANE.Doe+alerts@Provider.org.au', 'a@b.co'])('accepts email %s', (email) => {
    expect(subscribeFormSchema.safeParse({ email, phone: '' }).success).toBe(true);
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane@@example.com'])(
    'refuses email %j with the spec message',
    (email) => {
      expect(errorsOf(subscribeFormSchema.safeParse({ email, phone: '' }))).toEqual([['email', EMAIL_MESSAGE]]);
    },
  );

  it('refuses a bad phone with the spec message', () => {
    expect(errorsOf(subscribeFormSchema.safeParse({ email: '', phone: '12345' }))).toEqual([['phone', AU_PHONE_MESSAGE]]);
  });
});

describe('subscribe request schema', () => {
  it('normalises email to lower case and phone to E.164, and derives the channels', () => {
    const out = subscribeRequestSchema.parse(toSubscribeRequest({ email: ' Jane@Example.COM ', phone: '0412 345 678' }));
    expect(out).toEqual({
      email: 'jane@example.com',
      phone: '+61412345678',
      emailEnabled: true,
      smsEnabled: true,
      firstName: 'Subscriber',
      lastName: 'User',
    });
  });

  it('turns a channel on only when its address is given', () => {
    const out = subscribeRequestSchema.parse({ phone: '+61412345678', emailEnabled: true, smsEnabled: true });
    expect(out.emailEnabled).toBe(false);
    expect(out.smsEnabled).toBe(true);
    expect(out.email).toBeNull();
  });

  it('refuses unknown fields, wrong types, overlong strings and missing consent', () => {
    expect(subscribeRequestSchema.safeParse({ email: 'a@b.co', isAdmin: true }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ email: 42 }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ email: `${'a'.repeat(250)}@b.co` }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ email: 'a@b.co', firstName: 'x'.repeat(101) }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ email: 'a@b.co', consent: false }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({}).success).toBe(false);
    expect(subscribeRequestSchema.safeParse(null).success).toBe(false);
  });

  it('builds the request body the form sends', () => {
    expect(toSubscribeRequest({ email: '', phone: '0412345678' })).toEqual({
      email: null,
      phone: '0412345678',
      emailEnabled: false,
      smsEnabled: true,
      firstName: 'Subscriber',
      lastName: 'User',
      consent: true,
    });
  });
});
