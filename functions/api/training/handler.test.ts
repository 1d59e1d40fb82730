// The training handler on sample API Gateway events, as a paid account: the spec's 'Generate module' messages, an
// answer that is not an option, and the training record served as a CSV download.
import { describe, expect, it } from 'vitest';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { asCaller } from '../../testing/callers';
import { lambdaContext, parseResult, sampleEvent, withJsonBody } from '../../testing/events';
import { ensureUser, setHasPayment } from '../../lib/services/users';
import { handler } from './handler';

useTableAndBucket();

async function paid() {
  const caller = newCaller('training-handler');
  await ensureUser(caller);
  await setHasPayment(caller.sub);
  return caller;
}

describe('the training handler', () => {
  it("answers the spec's messages for a module without a policy or with a short title", async () => {
    const caller = await paid();
    const call = async (body: unknown) =>
      parseResult(
        await handler(
          asCaller(withJsonBody(sampleEvent('training-modules-generate-post.json'), body), caller),
          lambdaContext(),
        ),
      );
    const noPolicy = await call({ policyId: '', title: 'Incidents', numQuestions: 5 });
    expect(noPolicy.statusCode).toBe(400);
    expect(JSON.stringify(noPolicy.body)).toContain('Policy selection is required');
    const short = await call({ policyId: '01JD0X2K7M4N8P1Q5R9S3T6V0W', title: 'In', numQuestions: 5 });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Title must be at least 3 characters');
    const count = await call({ policyId: '01JD0X2K7M4N8P1Q5R9S3T6V0W', title: 'Incidents', numQuestions: 7 });
    expect(count.statusCode).toBe(400);
    expect(JSON.stringify(count.body)).toContain('The number of questions must be one of 5, 10, 15, 20');
    const missing = await call({ policyId: '01JD0X2K7M4N8P1Q5R9S3T6V0W', title: 'Incidents' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an option that is not one of the four', async () => {
    const caller = await paid();
    const res = parseResult(
      await handler(
        asCaller(
          withJsonBody(sampleEvent('training-modules-id-answer-post.json'), { questionIndex: 0, option: 4 }),
          caller,
        ),
        lambdaContext(),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain('option must be 0 to 3');
  });

  it('serves the training record as a CSV file', async () => {
    const caller = await paid();
    const raw = await handler(asCaller(sampleEvent('training-record-get.json'), caller), lambdaContext());
    if (typeof raw === 'string') throw new Error('expected a structured result');
    expect(raw.statusCode).toBe(200);
    expect(raw.headers?.['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(raw.headers?.['content-disposition'])).toContain('Training record.csv');
    expect(Buffer.from(raw.body ?? '', 'base64').toString('utf8')).toMatch(/^"Module","Policy"/);
  });
});
