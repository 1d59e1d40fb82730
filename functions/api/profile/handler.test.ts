// The profile capability's handler with DynamoDB and S3 mocked (aws-sdk-client-mock): the presigned POST's conditions,
// the first-bytes check that deletes a file that is not what its name says, the delete of a document, the validation
// of the profile, and a subscriber owned by someone else answered 404.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type GetObjectCommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { lambdaContext, parseResult, sampleEvent, withJsonBody } from '../../testing/events';
import { storedSubscriber } from '../../testing/profiles';

const ddbMock = mockClient(DynamoDBDocumentClient);
const s3Mock = mockClient(S3Client);
let handler: typeof import('./handler').handler;

const SUB = '6f1c2a9e-3b7d-4c55-9a0e-2d4b8c1f7e10';
const NOW = '2026-11-22T00:00:00.000Z';

beforeAll(async () => {
  process.env.TABLE_NAME = 'test-table';
  process.env.DOCUMENTS_BUCKET = 'documents-test';
  process.env.AWS_REGION = 'ap-southeast-2';
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  ({ handler } = await import('./handler'));
});
afterEach(() => {
  ddbMock.reset();
  s3Mock.reset();
});

const subscriber = (owner: string) =>
  storedSubscriber('sample-id', {
    email: 'jane.citizen@sunrise-care.example.com.au',
    consentedAt: NOW,
    userId: owner,
    createdAt: NOW,
    updatedAt: NOW,
  });

/** The table as the handler reads it: a paid caller, and a subscriber owned by `owner`; more items by sort key. */
function table(owner: string, items: Record<string, Record<string, unknown>> = {}) {
  ddbMock.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    if (input.Key.sk === 'PROFILE')
      return {
        Item: {
          id: SUB,
          username: 'jane',
          email: null,
          firstName: 'Jane',
          lastName: 'Citizen',
          hasPayment: true,
          createdAt: NOW,
          updatedAt: NOW,
        },
      };
    if (input.Key.sk === 'SUBSCRIBER') return { Item: subscriber(owner) };
    return { Item: items[input.Key.sk] };
  });
  ddbMock.on(PutCommand).resolves({});
  ddbMock.on(UpdateCommand).resolves({});
  ddbMock.on(DeleteCommand).resolves({});
}

const call = async (file: string, body?: unknown) => {
  const event = sampleEvent(file);
  return parseResult(await handler(body === undefined ? event : withJsonBody(event, body), lambdaContext()));
};

/** An S3 body as the SDK hands it over (only what the code reads of it). */
const bytes = (data: Uint8Array) =>
  ({ transformToByteArray: async () => data }) as unknown as NonNullable<GetObjectCommandOutput['Body']>;

describe('the profile handler', () => {
  it('starts a document upload with a presigned POST whose policy fixes the key, the type and the size', async () => {
    table(SUB);
    const res = await call('subscribers-id-documents-upload-post.json', {
      fileName: 'Accreditation certificate.pdf',
      size: 182311,
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.body as { uploadId: string; fields: Record<string, string> };
    expect(ticket.fields.key).toBe(`uploads/${SUB}/${ticket.uploadId}`);
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'documents-test' },
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 10 * 1024 * 1024],
      ]),
    );
    // The upload record names the subscriber and what it is for.
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(put).toMatchObject({
      purpose: 'document',
      subscriberId: 'sample-id',
      contentType: 'application/pdf',
    });
  });

  it('deletes an upload whose first bytes are not what its name says, and answers 422', async () => {
    table(SUB, {
      'UPLOAD#01JD0X2K7M4N8P1Q5R9S3T6V0W': {
        id: '01JD0X2K7M4N8P1Q5R9S3T6V0W',
        userId: SUB,
        key: `uploads/${SUB}/01JD0X2K7M4N8P1Q5R9S3T6V0W`,
        fileName: 'certificate.pdf',
        size: 8,
        contentType: 'application/pdf',
        purpose: 'document',
        subscriberId: 'sample-id',
        createdAt: NOW,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      },
    });
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 8 });
    s3Mock.on(GetObjectCommand).resolves({ Body: bytes(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])) });
    s3Mock.on(DeleteObjectCommand).resolves({});
    const res = await call('subscribers-id-documents-post.json', { uploadId: '01JD0X2K7M4N8P1Q5R9S3T6V0W' });
    expect(res.statusCode).toBe(422);
    expect((res.body as { message: string }).message).toMatch(/named \.pdf but its content is not a PDF/);
    // Only the first bytes were read (a ranged GET), and the object was deleted; nothing was kept.
    expect(s3Mock.commandCalls(GetObjectCommand)[0]?.args[0].input.Range).toBe('bytes=0-65535');
    expect(s3Mock.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      `uploads/${SUB}/01JD0X2K7M4N8P1Q5R9S3T6V0W`,
    ]);
    expect(s3Mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it('deletes a document: its object, then its record', async () => {
    table(SUB, {
      'DOC#sample-documentId': {
        id: 'sample-documentId',
        subscriberId: 'sample-id',
        name: 'certificate.pdf',
        size: 100,
        contentType: 'application/pdf',
        key: 'documents/sample-id/sample-documentId',
        uploadedAt: NOW,
      },
    });
    s3Mock.on(DeleteObjectCommand).resolves({});
    const res = await call('subscribers-id-documents-documentId-delete.json');
    expect(res.statusCode).toBe(204);
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(
      'documents/sample-id/sample-documentId',
    );
    expect(ddbMock.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'SUB#sample-id',
      sk: 'DOC#sample-documentId',
    });
  });

  it('serves an SVG logo only as an image: its type, a download when opened, and a sandbox', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    table(SUB);
    ddbMock.on(GetCommand, { Key: { pk: 'SUB#sample-id', sk: 'SUBSCRIBER' } }).resolves({
      Item: {
        ...subscriber(SUB),
        logo: {
          key: 'logos/sample-id/01JD0X2K7M4N8P1Q5R9S3T6V0X',
          contentType: 'image/svg+xml',
          fileName: 'Sunrise logo.svg',
          uploadedAt: NOW,
        },
      },
    });
    s3Mock.on(GetObjectCommand).resolves({ Body: bytes(new TextEncoder().encode(svg)) });
    const res = await handler(sampleEvent('subscribers-id-logo-get.json'), lambdaContext());
    if (typeof res === 'string') throw new Error('expected a structured result');
    expect(res.statusCode).toBe(200);
    expect(res.isBase64Encoded).toBe(true);
    expect(Buffer.from(res.body ?? '', 'base64').toString('utf8')).toBe(svg);
    expect(res.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
    });
    expect(String(res.headers?.['content-disposition'])).toMatch(/^attachment; filename="Sunrise logo.svg"/);
    expect(String(res.headers?.['content-security-policy'])).toMatch(/^sandbox;/);
    expect(s3Mock.commandCalls(GetObjectCommand)[0]?.args[0].input.Key).toBe(
      'logos/sample-id/01JD0X2K7M4N8P1Q5R9S3T6V0X',
    );
  });

  it("refuses a profile without its description, with the spec's message", async () => {
    table(SUB);
    const res = await call('subscribers-id-business-profile-patch.json', {
      businessName: 'Sunrise',
      description: 'Short',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Please provide a description of your business');
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 404 for a subscriber owned by someone else, and touches nothing', async () => {
    table('someone-else');
    for (const [file, body] of [
      ['subscribers-id-get.json', undefined],
      ['subscribers-id-documents-get.json', undefined],
      ['subscribers-id-documents-documentId-delete.json', undefined],
      ['subscribers-id-business-profile-patch.json', { description: 'A description long enough to save.' }],
    ] as const) {
      const res = await call(file, body);
      expect(res.statusCode, file).toBe(404);
    }
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});
