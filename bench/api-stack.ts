// The local stack for the API speed benchmark, in a process of its own (as `npm start` runs beside its callers):
// a paid account with a business profile, 60 policy updates in the feed and the account's insights on the newest
// ten. Prints one JSON line (gateway URL, table endpoint and name, the account's token and id), then runs until its
// input closes.
import { batchPutItems } from '../functions/lib/data/table';
import { keepInsights } from '../functions/lib/services/insights';
import { setHasPayment } from '../functions/lib/services/users';
import { callApi, createTestUser, startTestStack } from '../infra/local/testing';

const stack = await startTestStack();
const user = await createTestUser(stack, { email: 'bench.reader@bench.example.com.au' });
await callApi(stack, 'GET', '/api/user', { token: user.idToken });
await setHasPayment(user.sub);
const profile = await callApi<{ id: string }>(stack, 'GET', '/api/business-profile', { token: user.idToken });
const saved = await callApi(stack, 'PATCH', `/api/subscribers/${profile.body.id}/business-profile`, {
  token: user.idToken,
  json: {
    businessName: 'Bench Community Care',
    businessType: 'Home care provider',
    states: ['NSW'],
    serviceSettings: ['support-at-home'],
    description: 'Home care packages and respite for older people across western Sydney.',
  },
});
if (saved.status !== 200)
  throw new Error(`The benchmark profile was not saved: ${JSON.stringify(saved.body)}`);
const at = (i: number) => new Date(Date.UTC(2026, 9, 1) + i * 3_600_000).toISOString();
await batchPutItems(
  Array.from({ length: 60 }, (_, i) => ({
    pk: `UPDATE#bench-${i}`,
    sk: 'UPDATE',
    gsi1pk: 'UPDATES',
    gsi1sk: `${at(i)}#bench-${i}`,
    id: `bench-${i}`,
    title: `Bench update ${i}`,
    summary: 'The department has published new guidance for providers. '.repeat(6),
    source: 'Department of Health, Disability and Ageing',
    url: 'https://www.health.gov.au/',
    publishedAt: at(i),
    impact: 'medium',
    whatChanged: 'New item.',
    tags: ['guidance'],
    createdAt: at(i),
  })),
);
// The reader's personalised insights on the newest ten, as their digests leave them.
await keepInsights(
  user.sub,
  Array.from({ length: 10 }, (_, k) => ({
    updateId: `bench-${59 - k}`,
    publishedAt: at(59 - k),
    insight: 'For a home care provider in NSW: review your **complaints register** against the new guidance.',
    businessName: 'Bench Community Care',
  })),
);
console.log(
  JSON.stringify({
    gateway: stack.urls.gateway,
    dynamodb: stack.urls.dynamodb,
    table: stack.tableName,
    token: user.idToken,
    userId: user.sub,
  }),
);
process.stdin.resume();
process.stdin.on('close', () => {
  void stack.stop().then(() => process.exit(0));
});
