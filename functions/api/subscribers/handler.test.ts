import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { BatchGetCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/clients';
import { lambdaContext, parseResult, sampleEvent, withJsonBody } from '../../testing/events';

const ddbMock = mockClient(DynamoDBDocumentClient);
let handler: typeof import('./handler').handler;

beforeAll(async () => {
  process.env.TABLE_NAME = 'test-table';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  ({ handler } = await import('./handler'));
});
afterEach(() => ddbMock.reset());
// A batch read answers each key as the GetCommand mocks below do, so that each test describes the table once.
beforeEach(() => {
  ddbMock.on(BatchGetCommand).callsFake(async (input: BatchGetCommandInput) => {
    const table = Object.keys(input.RequestItems ?? {})[0] ?? 'test-table';
    const items = [];
    for (const key of input.RequestItems?.[table]?.Keys ?? []) {
      const res = await ddb().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
      if (res?.Item) items.push({ ...key, ...res.Item });
    }
    return { Responses: { [table]: items } };
  });
});

const call = async (body: unknown) =>
  parseResult(await handler(withJsonBody(sampleEvent('subscribers-post.json'), body), lambdaContext()));

const savedItem = (over: Record<string, unknown> = {}) => ({
  id: 'sub-1',
  email: 'jane@example.com',
  phone: '+61412345678',
  emailEnabled: true,
  smsEnabled: true,
  firstName: 'Subscriber',
  lastName: 'User',
  status: 'active',
  consent: true,
  consentedAt: '2026-11-22T00:00:00.000Z',
  consentLog: [],
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
  ...over,
});

describe('POST /api/subscribers', () => {
  it('creates a subscriber, claims both addresses and records consent', async () => {
    // Prepare
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => ({
      Attributes: savedItem({ id: input.Key.pk.slice(4) }),
    }));
    // Act
    const res = await call({
      email: 'Jane@Example.com',
      phone: '0412 345 678',
      emailEnabled: true,
      smsEnabled: true,
      consent: true,
    });
    // Assess
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ emailEnabled: true, smsEnabled: true, created: true });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const claims = ddbMock.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.pk);
    expect(claims).toEqual(['SUBEMAIL#jane@example.com', 'SUBPHONE#+61412345678']);
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.ExpressionAttributeValues?.[':email']).toBe('jane@example.com');
    expect(update?.ExpressionAttributeValues?.[':phone']).toBe('+61412345678');
    expect(update?.ExpressionAttributeValues?.[':consent']).toEqual([
      expect.objectContaining({ channels: ['email', 'sms'], source: 'landing-subscribe-form' }),
    ]);
    expect(update?.ExpressionAttributeValues?.[':welcome']).toEqual(['email', 'sms']);
  });

  it('updates the existing subscription when the email is already subscribed', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBEMAIL#jane@example.com', sk: 'LOOKUP' } })
      .resolves({ Item: { subscriberId: 'sub-1' } });
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUB#sub-1', sk: 'SUBSCRIBER' } })
      .resolves({ Item: savedItem({ smsEnabled: false, phone: null }) });
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(UpdateCommand).resolves({ Attributes: savedItem() });

    const res = await call({ email: 'jane@example.com', phone: '+61412345678' });

    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      id: 'sub-1',
      emailEnabled: true,
      smsEnabled: true,
      created: false,
      // SMS given for the first time is not "on again".
      resumed: false,
      welcomed: [],
    });
    // Only the newly enabled channel is welcomed.
    expect(
      ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues?.[':welcome'],
    ).toEqual(['sms']);
  });

  it('writes nothing when the same person subscribes again with what is already on', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBEMAIL#jane@example.com', sk: 'LOOKUP' } })
      .resolves({ Item: { subscriberId: 'sub-1' } });
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBPHONE#+61412345678', sk: 'LOOKUP' } })
      .resolves({ Item: { subscriberId: 'sub-1' } });
    ddbMock.on(GetCommand, { Key: { pk: 'SUB#sub-1', sk: 'SUBSCRIBER' } }).resolves({
      Item: savedItem({
        consentLog: [
          { at: '2026-11-22T00:00:00.000Z', channels: ['email', 'sms'], source: 'landing-subscribe-form' },
        ],
      }),
    });

    const res = await call({ email: 'Jane@Example.com', phone: '0412 345 678' });

    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      id: 'sub-1',
      emailEnabled: true,
      smsEnabled: true,
      created: false,
      resumed: false,
      welcomed: [],
    });
    // No claims, no update: the consent given before stands, and the log is not padded with a repeat.
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('switches a subscription on again after an unsubscribe, with a new consent entry', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBEMAIL#jane@example.com', sk: 'LOOKUP' } })
      .resolves({ Item: { subscriberId: 'sub-1' } });
    ddbMock.on(GetCommand, { Key: { pk: 'SUB#sub-1', sk: 'SUBSCRIBER' } }).resolves({
      Item: savedItem({
        status: 'unsubscribed',
        emailEnabled: false,
        smsEnabled: false,
        phone: null,
        unsubscribedAt: '2026-11-23T00:00:00.000Z',
        emailUnsubscribedAt: '2026-11-23T00:00:00.000Z',
      }),
    });
    ddbMock.on(UpdateCommand).resolves({ Attributes: savedItem({ phone: null, smsEnabled: false }) });

    const res = await call({ email: 'jane@example.com' });

    expect(res.body).toMatchObject({ id: 'sub-1', created: false, resumed: true });
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.ExpressionAttributeValues?.[':consent']).toEqual([
      expect.objectContaining({ channels: ['email'] }),
    ]);
  });

  it('answers 409 when the email and the phone belong to two different subscriptions', async () => {
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBEMAIL#jane@example.com', sk: 'LOOKUP' } })
      .resolves({ Item: { subscriberId: 'sub-1' } });
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBPHONE#+61412345678', sk: 'LOOKUP' } })
      .resolves({ Item: { subscriberId: 'sub-2' } });

    const res = await call({ email: 'jane@example.com', phone: '0412345678' });

    expect(res.statusCode).toBe(409);
    expect(res.body.message).toMatch(/already subscribed with a different email/);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('uses the winner of a concurrent first subscribe instead of creating a second subscriber', async () => {
    let lookups = 0;
    ddbMock.on(GetCommand).resolves({});
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBEMAIL#jane@example.com', sk: 'LOOKUP' } })
      .callsFake(() => (lookups++ === 0 ? {} : { Item: { subscriberId: 'winner' } }));
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    ddbMock
      .on(UpdateCommand)
      .resolves({ Attributes: savedItem({ id: 'winner', phone: null, smsEnabled: false }) });

    const res = await call({ email: 'jane@example.com' });

    expect(res.body.id).toBe('winner');
    expect(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'SUB#winner',
      sk: 'SUBSCRIBER',
    });
  });

  it('drops the lookup of an email the subscriber no longer uses', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUBPHONE#+61412345678', sk: 'LOOKUP' } })
      .resolves({ Item: { subscriberId: 'sub-1' } });
    ddbMock
      .on(GetCommand, { Key: { pk: 'SUB#sub-1', sk: 'SUBSCRIBER' } })
      .resolves({ Item: savedItem({ email: 'old@example.com' }) });
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(UpdateCommand).resolves({ Attributes: savedItem({ email: 'new@example.com' }) });
    ddbMock.on(DeleteCommand).resolves({});

    await call({ email: 'new@example.com', phone: '0412345678' });

    expect(ddbMock.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'SUBEMAIL#old@example.com',
      sk: 'LOOKUP',
    });
  });

  it.each([
    ['malformed JSON', '{"email": ', 'The request body is not valid JSON.'],
    ['no body', '', 'The request body is required'],
    ['a wrong type', { email: 42 }, 'Please enter a valid email address'],
    ['an unknown field', { email: 'a@b.co', role: 'admin' }, 'Unknown field: role'],
    ['an invalid phone', { phone: '12345' }, 'Please enter a valid Australian phone number'],
    ['an invalid email', { email: 'jane@' }, 'Please enter a valid email address'],
    [
      'neither email nor phone',
      { email: '', phone: '' },
      'Please provide either an email address or phone number',
    ],
    [
      'an overlong name',
      { email: 'a@b.co', firstName: 'x'.repeat(500) },
      'First name must be at most 100 characters',
    ],
  ])('answers 400 for %s and writes nothing', async (_label, body, message) => {
    const res = await call(body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('reports field errors by field', async () => {
    const res = await call({ email: 'nope', phone: '99' });
    expect(res.body.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid Australian phone number'],
    });
  });

  it('answers 500 with a request id and no internals when the table fails', async () => {
    ddbMock.on(GetCommand).rejects(new Error('socket hang up at 10.0.0.1'));
    const res = await call({ email: 'jane@example.com' });
    expect(res.statusCode).toBe(500);
    expect(res.body.message).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(res.body.requestId).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toContain('10.0.0.1');
  });
});
