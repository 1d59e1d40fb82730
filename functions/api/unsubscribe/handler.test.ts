import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { startTestTable, type TestTable } from '../../testing/table';
import { lambdaContext, sampleEvent } from '../../testing/events';
import { getSubscriber, subscribe } from '../../lib/services/subscribers';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../lib/notify/unsubscribe-token';
import { unsubscribeLinks } from '../../lib/notify/notify';

let table: TestTable;
let handler: typeof import('./handler').handler;
beforeAll(async () => {
  table = await startTestTable();
  process.env.APP_URL = 'https://alerts.example.com.au';
  process.env.UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789';
  ({ handler } = await import('./handler'));
});
afterAll(async () => {
  await table.stop();
});

interface Result {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

async function call(event: APIGatewayProxyEventV2): Promise<Result> {
  const res = (await handler(event, lambdaContext())) as {
    statusCode: number;
    headers?: Record<string, string>;
    body?: string;
  };
  return { statusCode: res.statusCode, headers: res.headers ?? {}, body: res.body ?? '' };
}

function withQuery(file: string, query: Record<string, string>): APIGatewayProxyEventV2 {
  const base = sampleEvent(file);
  return { ...base, rawQueryString: new URLSearchParams(query).toString(), queryStringParameters: query };
}

function withBody(
  file: string,
  body: string,
  contentType: string,
  query?: Record<string, string>,
): APIGatewayProxyEventV2 {
  const base = query ? withQuery(file, query) : sampleEvent(file);
  return { ...base, headers: { ...base.headers, 'content-type': contentType }, body, isBase64Encoded: false };
}

let seq = 0;
async function subscriber(): Promise<string> {
  seq++;
  const res = await subscribe({
    email: `unsub${seq}@provider.org.au`,
    phone: `+6141234${String(5000 + seq)}`,
    emailEnabled: true,
    smsEnabled: true,
    firstName: 'Jane',
    lastName: 'Citizen',
  });
  return res.id;
}

describe('unsubscribe tokens', () => {
  it('round-trip, and refuse a token whose channel or subscriber was changed', () => {
    const token = signUnsubscribeToken({ subscriberId: 'sub-1', channel: 'email' });
    expect(verifyUnsubscribeToken(token)).toEqual({ subscriberId: 'sub-1', channel: 'email' });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('all:sub-1').toString('base64url')}.${signature}`;
    expect(() => verifyUnsubscribeToken(forged)).toThrow('This unsubscribe link is not valid');
    const otherSecret = signUnsubscribeToken(
      { subscriberId: 'sub-1', channel: 'email' },
      { UNSUBSCRIBE_SECRET: 'another-secret-0123456789' },
    );
    expect(() => verifyUnsubscribeToken(otherSecret)).toThrow('not valid');
  });
});

describe('GET /api/unsubscribe', () => {
  it('shows a confirmation page with a form for this channel and for everything, and changes nothing', async () => {
    const id = await subscriber();
    const token = signUnsubscribeToken({ subscriberId: id, channel: 'email' });
    const res = await call(withQuery('unsubscribe-get.json', { token }));

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<form method="post" action="/api/unsubscribe">');
    expect(res.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(res.body).toContain('name="scope" value="email">Unsubscribe from email alerts</button>');
    expect(res.body).toContain('name="scope" value="all">Unsubscribe from everything</button>');
    expect(res.body).toMatch(/<strong>u\*+@provider\.org\.au<\/strong>/);
    expect(res.body).not.toMatch(/unsub\d+@/);
    expect((await getSubscriber(id))?.emailEnabled).toBe(true);
  });

  it('says so when the link is opened again after unsubscribing, with a way back, and offers nothing to submit', async () => {
    const id = await subscriber();
    const token = signUnsubscribeToken({ subscriberId: id, channel: 'sms' });
    await call(
      withBody(
        'unsubscribe-post.json',
        new URLSearchParams({ token, scope: 'sms' }).toString(),
        'application/x-www-form-urlencoded',
      ),
    );
    const again = await call(withQuery('unsubscribe-get.json', { token }));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<h1>You are already unsubscribed</h1>');
    expect(again.body).toContain('You do not receive SMS alerts');
    expect(again.body).toContain('<a class="button primary" href="/">Go to the home page</a>');
    expect(again.body).not.toContain('<form');
    // The email link of the same subscriber still offers to stop email, which is still on.
    const email = await call(
      withQuery('unsubscribe-get.json', {
        token: signUnsubscribeToken({ subscriberId: id, channel: 'email' }),
      }),
    );
    expect(email.body).toContain('name="scope" value="email">Unsubscribe from email alerts</button>');
  });

  it('looks like the app: its colours, font and logo, a link home, and no script', async () => {
    const id = await subscriber();
    const res = await call(
      withQuery('unsubscribe-get.json', {
        token: signUnsubscribeToken({ subscriberId: id, channel: 'email' }),
      }),
    );
    expect(res.body).toContain('#0f766e');
    expect(res.body).toContain('system-ui');
    expect(res.body).toMatch(/<a class="brand" href="\/"><svg[^>]*aria-hidden="true">/);
    expect(res.body).not.toMatch(/<script|#1d4ed8|Arial,Helvetica/);
  });

  it('explains a bad or missing token with a 400 page', async () => {
    const bad = await call(withQuery('unsubscribe-get.json', { token: 'not-a-token' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bad.body).toContain(
      'This unsubscribe link is not valid. Please use the link from your most recent message.',
    );

    const missing = await call(sampleEvent('unsubscribe-get.json'));
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('This unsubscribe link is incomplete');
  });
});

describe('POST /api/unsubscribe', () => {
  it('turns the channel off at once from the page form and shows the done page', async () => {
    const id = await subscriber();
    const token = signUnsubscribeToken({ subscriberId: id, channel: 'sms' });
    const form = new URLSearchParams({ token, scope: 'sms' }).toString();
    const res = await call(withBody('unsubscribe-post.json', form, 'application/x-www-form-urlencoded'));

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('You have been unsubscribed');
    expect(res.body).toContain('You will no longer receive SMS alerts');
    const saved = await getSubscriber(id);
    expect(saved).toMatchObject({ status: 'active', smsEnabled: false, emailEnabled: true });
  });

  it('unsubscribes from everything by JSON, and a resubscribe turns alerts on again', async () => {
    const id = await subscriber();
    const before = await getSubscriber(id);
    const token = signUnsubscribeToken({ subscriberId: id, channel: 'email' });
    const res = await call(
      withBody('unsubscribe-post.json', JSON.stringify({ token, scope: 'all' }), 'application/json'),
    );

    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ unsubscribed: true, scope: 'all' });
    const after = await getSubscriber(id);
    expect(after).toMatchObject({ status: 'unsubscribed', emailEnabled: false, smsEnabled: false });

    const again = await subscribe({
      email: before?.email ?? null,
      phone: null,
      emailEnabled: true,
      smsEnabled: false,
      firstName: 'Jane',
      lastName: 'Citizen',
    });
    expect(again).toMatchObject({ id, emailEnabled: true, smsEnabled: false, created: false, resumed: true });
    expect(await getSubscriber(id)).toMatchObject({
      status: 'active',
      emailEnabled: true,
      welcomePending: ['email'],
    });
    // Asked again while on: nothing resumed.
    const thirdTime = await subscribe({
      email: before?.email ?? null,
      phone: null,
      emailEnabled: true,
      smsEnabled: false,
      firstName: 'Jane',
      lastName: 'Citizen',
    });
    expect(thirdTime).toMatchObject({ created: false, resumed: false });
  });

  it('refuses a bad token with a 400 and a clear message', async () => {
    const json = await call(
      withBody('unsubscribe-post.json', JSON.stringify({ token: 'abcd.efgh' }), 'application/json'),
    );
    expect(json.statusCode).toBe(400);
    expect(JSON.parse(json.body)).toEqual({
      message: 'This unsubscribe link is not valid. Please use the link from your most recent message.',
    });

    const form = await call(
      withBody('unsubscribe-post.json', 'token=abcd.efgh&scope=all', 'application/x-www-form-urlencoded'),
    );
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('This unsubscribe link is not valid');

    const empty = await call(sampleEvent('unsubscribe-post.json'));
    expect(empty.statusCode).toBe(400);
  });

  it('does not let an SMS link switch off email alone', async () => {
    const id = await subscriber();
    const token = signUnsubscribeToken({ subscriberId: id, channel: 'sms' });
    const res = await call(
      withBody('unsubscribe-post.json', JSON.stringify({ token, scope: 'email' }), 'application/json'),
    );
    expect(res.statusCode).toBe(400);
    expect((await getSubscriber(id))?.emailEnabled).toBe(true);
  });
});

describe('POST /api/unsubscribe/one-click', () => {
  it('answers the RFC 8058 POST from the List-Unsubscribe header with 200 and unsubscribes', async () => {
    const id = await subscriber();
    const url = new URL(unsubscribeLinks(id, 'email').oneClick);
    const token = url.searchParams.get('token') ?? '';
    const res = await call(
      withBody(
        'unsubscribe-one-click-post.json',
        'List-Unsubscribe=One-Click',
        'application/x-www-form-urlencoded',
        { token },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ unsubscribed: true, scope: 'email' });
    const saved = await ddbItem(id);
    expect(saved).toMatchObject({ emailEnabled: false, smsEnabled: true, status: 'active' });
    expect(typeof saved.unsubscribedAt).toBe('string');

    // Mail providers may repeat the POST: it stays a success.
    const repeat = await call(
      withBody(
        'unsubscribe-one-click-post.json',
        'List-Unsubscribe=One-Click',
        'application/x-www-form-urlencoded',
        { token },
      ),
    );
    expect(repeat.statusCode).toBe(200);
  });

  it('is a 400 without a valid token', async () => {
    const res = await call(
      withBody(
        'unsubscribe-one-click-post.json',
        'List-Unsubscribe=One-Click',
        'application/x-www-form-urlencoded',
        { token: 'x' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toContain('This unsubscribe link is not valid');
  });
});

async function ddbItem(id: string): Promise<Record<string, unknown>> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, tableName } = await import('../../lib/clients');
  const { subscriberKeys } = await import('../../lib/data/entities/subscriber');
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(id), ConsistentRead: true }),
  );
  return res.Item ?? {};
}
