// POST /api/subscribers end to end: through the local gateway, the real handler and dynalite. What is stored is
// read back from the table, so these tests prove the data, not just the response.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { callApi, documentClient, scanTable, withLocalStack, type TestStack } from './testing';

const stack = withLocalStack();

let counter = 0;
const uniqueEmail = () => `subscriber${Date.now()}${++counter}@example.com`;
/** A mobile number in national format, e.g. 0412 345 678, and the same number in E.164. */
function uniqueMobile(): { national: string; e164: string } {
  const digits = String(randomInt(10_000_000, 99_999_999));
  return {
    national: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    e164: `+614${digits}`,
  };
}

const subscribe = (body: unknown) => callApi(stack(), 'POST', '/api/subscribers', { json: body });

/** Subscriber items (not lookups) with this address, read through the GSI the monitoring run lists them from. */
async function subscribersWith(s: TestStack, match: { email?: string; phone?: string }) {
  const client = documentClient(s);
  const res = await client.send(
    new QueryCommand({
      TableName: s.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'SUBSCRIBERS' },
    }),
  );
  client.destroy();
  return (res.Items ?? []).filter(
    (item) => (match.email && item.email === match.email) || (match.phone && item.phone === match.phone),
  );
}

describe('POST /api/subscribers through the local gateway', () => {
  it('creates a subscriber: 201 with its id, one subscriber item and a lookup for the email', async () => {
    const email = uniqueEmail();
    const res = await subscribe({ email, phone: null, emailEnabled: true, smsEnabled: false, consent: true });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ emailEnabled: true, smsEnabled: false, created: true });
    const id = (res.body as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const saved = await subscribersWith(stack(), { email });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      id,
      email,
      phone: null,
      emailEnabled: true,
      smsEnabled: false,
      status: 'active',
    });
    const items = await scanTable(stack());
    expect(items.filter((i) => i.pk === `SUBEMAIL#${email}`)).toEqual([
      expect.objectContaining({ sk: 'LOOKUP', subscriberId: id }),
    ]);
  });

  it('welcomes a new subscriber on each channel at once, once, with the unsubscribe instructions', async () => {
    const email = uniqueEmail();
    const mobile = uniqueMobile();
    const res = await subscribe({
      email,
      phone: mobile.national,
      emailEnabled: true,
      smsEnabled: true,
      consent: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ welcomed: ['email', 'sms'] });
    const welcomes = () =>
      scanTable(stack()).then((items) =>
        items.filter(
          (i) =>
            String(i.pk).startsWith('OUTBOX#') &&
            i.kind === 'welcome' &&
            (i.to === email || i.to === mobile.e164),
        ),
      );
    const sent = await welcomes();
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const mail = sent.find((m) => m.channel === 'email');
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(String(sent.find((m) => m.channel === 'sms')?.text)).toMatch(/Reply STOP to opt out$/);

    // Subscribing again with the same details welcomes no one a second time.
    const again = await subscribe({
      email,
      phone: mobile.national,
      emailEnabled: true,
      smsEnabled: true,
      consent: true,
    });
    expect(again.body).toMatchObject({ created: false, welcomed: [] });
    expect(await welcomes()).toHaveLength(2);
  });

  it('re-subscribing with the same email answers 200 with the same id, updates the channels, adds no subscriber', async () => {
    const email = uniqueEmail();
    const mobile = uniqueMobile();
    const first = await subscribe({ email, emailEnabled: true, consent: true });
    expect(first.status).toBe(201);

    const again = await subscribe({
      email,
      phone: mobile.national,
      emailEnabled: true,
      smsEnabled: true,
      consent: true,
    });

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: (first.body as { id: string }).id,
      emailEnabled: true,
      smsEnabled: true,
      created: false,
    });
    const saved = await subscribersWith(stack(), { email });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ email, phone: mobile.e164, emailEnabled: true, smsEnabled: true });
  });

  it('finds the subscriber of a phone number given in another format', async () => {
    const mobile = uniqueMobile();
    const first = await subscribe({ phone: mobile.national, smsEnabled: true, consent: true });
    expect(first.status).toBe(201);

    const again = await subscribe({ phone: mobile.e164, smsEnabled: true, consent: true });

    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const saved = await subscribersWith(stack(), { phone: mobile.e164 });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ phone: mobile.e164, smsEnabled: true, emailEnabled: false });
  });

  describe('refuses a bad input with 400 and stores nothing', () => {
    const email = 'valid.address@example.com';
    const cases: { name: string; body: string; field?: string }[] = [
      { name: 'malformed JSON', body: '{"email": "a@example.com",' },
      {
        name: 'an email of the wrong type',
        body: JSON.stringify({ email: 42, consent: true }),
        field: 'email',
      },
      {
        name: 'a channel flag of the wrong type',
        body: JSON.stringify({ email, emailEnabled: 'yes' }),
        field: 'emailEnabled',
      },
      {
        name: 'an overlong email',
        body: JSON.stringify({ email: `${'a'.repeat(250)}@example.com` }),
        field: 'email',
      },
      {
        name: 'an overlong first name',
        body: JSON.stringify({ email, firstName: 'x'.repeat(101) }),
        field: 'firstName',
      },
      { name: 'an unknown field', body: JSON.stringify({ email, isAdmin: true }), field: '_' },
      { name: 'an invalid phone', body: JSON.stringify({ phone: '12345' }), field: 'phone' },
      { name: 'a non-Australian phone', body: JSON.stringify({ phone: '+1 415 555 2671' }), field: 'phone' },
      { name: 'an invalid email', body: JSON.stringify({ email: 'not-an-email' }), field: 'email' },
      {
        name: 'neither email nor phone',
        body: JSON.stringify({ email: '', phone: '', consent: true }),
        field: 'email',
      },
      { name: 'an empty object', body: '{}', field: 'email' },
      { name: 'consent refused', body: JSON.stringify({ email, consent: false }), field: 'consent' },
    ];

    it.each(cases)('$name', async ({ body, field }) => {
      const before = await scanTable(stack());

      const res = await callApi(stack(), 'POST', '/api/subscribers', {
        body,
        headers: { 'content-type': 'application/json' },
      });

      expect(res.status).toBe(400);
      const error = res.body as { message: unknown; fieldErrors?: Record<string, string[]> };
      expect(typeof error.message).toBe('string');
      expect((error.message as string).length).toBeGreaterThan(0);
      if (field) expect(error.fieldErrors?.[field]?.length).toBeGreaterThan(0);
      else expect(error.message).toBe('The request body is not valid JSON.');
      expect(await scanTable(stack())).toEqual(before);
    });

    it('a body that is not JSON', async () => {
      const before = await scanTable(stack());
      const res = await callApi(stack(), 'POST', '/api/subscribers', {
        body: 'email=a@example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(400);
      expect(await scanTable(stack())).toEqual(before);
    });
  });

  it('answers an unknown API route with 404 and a wrong method with 405', async () => {
    const unknown = await callApi(stack(), 'POST', '/api/subscriber');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not Found' });

    const wrongMethod = await callApi(stack(), 'GET', '/api/subscribers');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});
