// The assessment handler on sample API Gateway events: the spec's upload messages (type, size), a body that is not a
// job, and the public limit's 429 with Retry-After, against dynalite and s3rver.
import { describe, expect, it } from 'vitest';
import { useTableAndBucket } from '../../testing/local-services';
import { lambdaContext, parseResult, sampleEvent, withJsonBody } from '../../testing/events';
import { handler } from './handler';
import { PUBLIC_HOURLY_LIMIT, PUBLIC_UPLOAD_HOURLY_LIMIT } from '../../lib/services/assessment';

useTableAndBucket();

const call = async (file: string, body: unknown, address = '192.0.2.10', forwardedFor = address) => {
  const event = withJsonBody(sampleEvent(file), body);
  event.headers = { ...event.headers, 'x-forwarded-for': forwardedFor };
  event.requestContext.http.sourceIp = address;
  const raw = await handler(event, lambdaContext());
  return { ...parseResult(raw), headers: typeof raw === 'string' ? {} : (raw.headers ?? {}) };
};

describe('the assessment handler', () => {
  it("refuses a file that is not PDF, TXT, DOC or DOCX, or is 5 MB or more, with the spec's messages", async () => {
    const exe = await call('public-assessments-upload-post.json', {
      fileName: 'policy.exe',
      size: 100,
      contentType: '',
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.body).toMatchObject({ message: 'File must be a PDF, TXT, DOC, or DOCX.' });
    const big = await call('public-assessments-upload-post.json', {
      fileName: 'policy.pdf',
      size: 5 * 1024 * 1024 + 1,
      contentType: 'application/pdf',
    });
    expect(big.statusCode).toBe(400);
    expect(big.body).toMatchObject({ message: 'File size must be less than 5MB.' });
    const ok = await call('public-assessments-upload-post.json', {
      fileName: 'policy.docx',
      size: 1000,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.body).toMatchObject({ uploadId: expect.any(String), url: expect.any(String) });
  });

  it('asks for a job id the browser made, and answers 429 with Retry-After once the hour is used up', async () => {
    const bad = await call('public-assessments-post.json', { jobId: 'not-a-uuid', uploadId: 'x' });
    expect(bad.statusCode).toBe(400);
    let last = { statusCode: 0, body: {} as unknown, headers: {} as Record<string, unknown> };
    for (let i = 0; i <= PUBLIC_HOURLY_LIMIT; i++)
      last = await call(
        'public-assessments-post.json',
        { jobId: crypto.randomUUID(), uploadId: '01JD0X2K7M4N8P1Q5R9S3T6V0Y' },
        '192.0.2.77',
      );
    expect(last.statusCode).toBe(429);
    expect(last.body).toMatchObject({
      message: expect.stringMatching(/^You have assessed 10 documents in the last hour/),
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // A header the client writes itself does not make it someone else.
    const spoofed = await call(
      'public-assessments-post.json',
      { jobId: crypto.randomUUID(), uploadId: '01JD0X2K7M4N8P1Q5R9S3T6V0Y' },
      '192.0.2.77',
      '198.51.100.9',
    );
    expect(spoofed.statusCode).toBe(429);
  });

  it(`limits the upload links a visitor may ask for to ${PUBLIC_UPLOAD_HOURLY_LIMIT} an hour`, async () => {
    const body = { fileName: 'policy.pdf', size: 1000, contentType: 'application/pdf' };
    for (let i = 0; i < PUBLIC_UPLOAD_HOURLY_LIMIT; i++)
      expect((await call('public-assessments-upload-post.json', body, '192.0.2.88')).statusCode).toBe(201);
    const over = await call('public-assessments-upload-post.json', body, '192.0.2.88');
    expect(over.statusCode).toBe(429);
    expect(over.body).toMatchObject({
      message: expect.stringMatching(
        /^You have uploaded 30 documents in the last hour\. Try again in \d+ minutes?\.$/,
      ),
    });
    // Another visitor is not held up.
    expect((await call('public-assessments-upload-post.json', body, '192.0.2.89')).statusCode).toBe(201);
  });
});
