import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { lambdaContext, parseResult, sampleEvent, withJsonBody } from '../../testing/events';

const ddbMock = mockClient(DynamoDBDocumentClient);
let handler: typeof import('./handler').handler;

beforeAll(async () => {
  process.env.TABLE_NAME = 'test-table';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  ({ handler } = await import('./handler'));
});
afterEach(() => ddbMock.reset());

const call = async (body: unknown) =>
  parseResult(await handler(withJsonBody(sampleEvent('waitlist-post.json'), body), lambdaContext()));

describe('POST /api/waitlist', () => {
  it('stores the email once, lower-cased', async () => {
    ddbMock.on(PutCommand).resolves({});
    const res = await call({ email: 'Owner@Provider.org.au' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ joined: true, alreadyJoined: false });
    expect(ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      pk: 'WAITLIST#owner@provider.org.au',
      email: 'owner@provider.org.au',
    });
  });

  it('says so when the email is already on the list', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    const res = await call({ email: 'owner@provider.org.au' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ joined: true, alreadyJoined: true });
  });

  it('refuses an invalid email with the form message', async () => {
    const res = await call({ email: 'owner@' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
    expect(ddbMock.calls()).toHaveLength(0);
  });
});
