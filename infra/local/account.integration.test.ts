// The account page's API through the local gateway: the details and payment record, the alert preferences that the
// next monitoring run reads, and deleting an account, after which the table, the bucket and the user pool hold
// nothing of it while another account's data is untouched.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Account, AlertPreferences } from '../../shared/contracts/account';
import { fulfil } from '../../functions/lib/payments/fulfilment';
import { documentsBucket, s3 } from '../../functions/lib/s3-client';
import { callApi, cognitoClient, createTestUser, scanTable, withLocalStack, type TestUser } from './testing';

const stack = withLocalStack();

async function paidUser(email: string): Promise<TestUser> {
  const user = await createTestUser(stack(), { email, givenName: 'Mei', familyName: 'Tan' });
  await callApi(stack(), 'GET', '/api/user', { token: user.idToken });
  await fulfil(
    {
      id: `cs_test_${user.sub}`,
      paymentStatus: 'paid',
      amountTotal: 450,
      currency: 'aud',
      userId: user.sub,
      customerEmail: email,
      paymentIntentId: `pi_${user.sub}`,
    },
    'webhook',
    new Date('2026-11-20T01:02:03Z'),
  );
  return user;
}

/** What a provider builds up: a subscription with both channels, a policy, a module, an assessment, files. */
async function fillAccount(user: TestUser): Promise<{ subscriberId: string }> {
  const token = user.idToken;
  await callApi(stack(), 'POST', '/api/subscribers', {
    json: {
      email: user.email,
      phone: `04${String(Date.now()).slice(-8)}`,
      emailEnabled: true,
      smsEnabled: true,
    },
  });
  await callApi(stack(), 'POST', '/api/waitlist', { json: { email: user.email } });
  const profile = await callApi<{ id: string }>(stack(), 'GET', '/api/business-profile', { token });
  const category = await callApi<{ id: string }>(stack(), 'POST', '/api/policy-categories', {
    token,
    json: { name: 'Clinical', description: null, parentId: null },
  });
  const policy = await callApi<{ id: string }>(stack(), 'POST', '/api/policies', {
    token,
    json: {
      title: 'Incident Management',
      content: [
        '# Incident Management',
        'Priority 1 incidents are reported to the Commission within 24 hours.',
        'Priority 2 incidents are reported within 30 days.',
        'The registered nurse makes the person safe and gives first aid.',
        'Incident records are kept for 7 years.',
        'The manager investigates each incident within 5 business days.',
        'The family is told what happened under open disclosure.',
        'The Board reviews incident trends every quarter.',
      ].join('\n\n'),
      categoryId: category.body.id,
      isPublished: true,
    },
  });
  expect(policy.status).toBe(201);
  await callApi(stack(), 'PUT', `/api/policies/${policy.body.id}`, {
    token,
    json: { title: 'Incident Management', content: 'Priority 1 incidents are reported within 24 hours.' },
  });
  const module = await callApi(stack(), 'POST', '/api/training/modules/generate', {
    token,
    json: { policyId: policy.body.id, title: 'Incidents', numQuestions: 5 },
  });
  expect(module.status).toBe(201);
  const assessed = await callApi(stack(), 'POST', '/api/assessments', {
    token,
    json: { jobId: randomUUID(), policyId: policy.body.id },
  });
  expect(assessed.status).toBeLessThan(300);
  // Files under every prefix an account's files live under.
  for (const key of [
    `uploads/${user.sub}/u1`,
    `policy-files/${user.sub}/${policy.body.id}`,
    `documents/${profile.body.id}/d1`,
    `logos/${profile.body.id}/l1`,
  ])
    await s3().send(new PutObjectCommand({ Bucket: documentsBucket(), Key: key, Body: 'file' }));
  return { subscriberId: profile.body.id };
}

async function bucketKeys(): Promise<string[]> {
  const res = await s3().send(new ListObjectsV2Command({ Bucket: documentsBucket() }));
  return (res.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
}

describe('the account page API', () => {
  it('shows the name, email, payment record and alerts, and saves the alerts for the next run', async () => {
    const user = await paidUser('mei.tan@wattlecare.org.au');
    await fillAccount(user);
    const account = await callApi<Account>(stack(), 'GET', '/api/account', { token: user.idToken });
    expect(account.body).toMatchObject({
      name: 'Mei Tan',
      email: 'mei.tan@wattlecare.org.au',
      payment: {
        paidAt: '2026-11-20T01:02:03.000Z',
        amount: 450,
        currency: 'aud',
        reference: `pi_${user.sub}`,
      },
      alerts: { emailEnabled: true, smsEnabled: true },
    });

    const saved = await callApi<AlertPreferences>(stack(), 'PUT', '/api/account/alerts', {
      token: user.idToken,
      json: { emailEnabled: true, smsEnabled: false, phone: '0499 000 111' },
    });
    expect(saved.body).toMatchObject({ emailEnabled: true, smsEnabled: false, phone: '+61499000111' });
    // The item the monitoring run lists.
    const subscriber = (await scanTable(stack())).find((i) => i.sk === 'SUBSCRIBER' && i.userId === user.sub);
    expect(subscriber).toMatchObject({ emailEnabled: true, smsEnabled: false, phone: '+61499000111' });

    const bad = await callApi<{ message: string; fieldErrors: Record<string, string[]> }>(
      stack(),
      'PUT',
      '/api/account/alerts',
      { token: user.idToken, json: { emailEnabled: true, smsEnabled: true, phone: '' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.phone).toEqual(['Add a mobile number to receive SMS alerts']);
    const badPhone = await callApi(stack(), 'PUT', '/api/account/alerts', {
      token: user.idToken,
      json: { emailEnabled: true, smsEnabled: true, phone: '12345' },
    });
    expect(badPhone.status).toBe(400);
  });

  it('deletes the account and everything it owns once its email is typed, and nothing of another account', async () => {
    const user = await paidUser('leaving.provider@wattlecare.org.au');
    const other = await paidUser('staying.provider@wattlecare.org.au');
    const { subscriberId } = await fillAccount(user);
    const kept = await fillAccount(other);
    const mentions = (items: Record<string, unknown>[], needles: string[]) =>
      items.filter((i) => needles.some((n) => JSON.stringify(i).includes(n)));
    const needles = [user.sub, subscriberId, user.email];
    expect(mentions(await scanTable(stack()), needles).length).toBeGreaterThan(10);

    // A wrong confirmation changes nothing.
    const wrong = await callApi<{ message: string }>(stack(), 'DELETE', '/api/account', {
      token: user.idToken,
      json: { confirmEmail: 'someone.else@wattlecare.org.au' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Type your email address exactly as shown to confirm');
    const before = mentions(await scanTable(stack()), needles).length;
    const otherBefore = mentions(await scanTable(stack()), [other.sub, kept.subscriberId]).length;
    const otherFiles = (await bucketKeys()).filter(
      (k) => k.includes(other.sub) || k.includes(kept.subscriberId),
    );
    expect(otherFiles.length).toBeGreaterThanOrEqual(5);

    const deleted = await callApi(stack(), 'DELETE', '/api/account', {
      token: user.idToken,
      json: { confirmEmail: ' Leaving.Provider@wattlecare.org.au ' },
    });
    expect(deleted.status).toBe(200);
    expect(before).toBeGreaterThan(10);
    expect(mentions(await scanTable(stack()), needles)).toEqual([]);
    expect((await bucketKeys()).filter((k) => k.includes(user.sub) || k.includes(subscriberId))).toEqual([]);
    await expect(
      cognitoClient(stack()).send(
        new AdminGetUserCommand({ UserPoolId: stack().cognito.userPoolId, Username: user.email }),
      ),
    ).rejects.toThrow();

    // The deleted account's sign-in token, still valid for a while, cannot make the account again.
    const stale = await callApi<{ message: string }>(stack(), 'GET', '/api/user', { token: user.idToken });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe(
      'This account has been deleted. Sign in with another account or create one.',
    );
    expect(mentions(await scanTable(stack()), needles)).toEqual([]);

    // The other account is as it was.
    expect(mentions(await scanTable(stack()), [other.sub, kept.subscriberId])).toHaveLength(otherBefore);
    expect(
      (await bucketKeys()).filter((k) => k.includes(other.sub) || k.includes(kept.subscriberId)),
    ).toEqual(otherFiles);
    const stillThere = await callApi<Account>(stack(), 'GET', '/api/account', { token: other.idToken });
    expect(stillThere.body.email).toBe('staying.provider@wattlecare.org.au');
  });
});
