// GET /api/business-profile on the local table: the account's subscription is read with the payment check's user
// item (one request to the table) or kept under the account's view stamp, and the account's current link and its
// latest profile are what count, whatever this process last saw.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { SubscriberProfile } from '../../../shared/contracts/business-profile';
import { ddb, tableName } from '../../lib/clients';
import { subscriberKeys } from '../../lib/data/entities/subscriber';
import { userKeys } from '../../lib/data/entities/user';
import { accountSubscriber, saveBusinessProfile } from '../../lib/services/business-profile';
import { ensureUser, linkSubscription, setHasPayment } from '../../lib/services/users';
import type { Caller } from '../../lib/http/auth';
import { asCaller } from '../../testing/callers';
import { lambdaContext, parseResult, sampleEvent } from '../../testing/events';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { tableOperations, tableRequests } from '../../testing/table-requests';
import { profileFields, storedSubscriber } from '../../testing/profiles';
import { handler } from './handler';

useTableAndBucket();

async function profile(caller: Caller): Promise<SubscriberProfile> {
  const result = parseResult(
    await handler(asCaller(sampleEvent('business-profile-get.json'), caller), lambdaContext()),
  );
  expect(result.statusCode).toBe(200);
  return result.body as unknown as SubscriberProfile;
}

async function setStamp(caller: Caller, stamp: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.item(caller.sub),
      UpdateExpression: 'SET viewAt = :stamp',
      ExpressionAttributeValues: { ':stamp': stamp },
    }),
  );
}

describe('GET /api/business-profile', () => {
  it("reads the table once: the account's subscription comes with the payment check", async () => {
    const caller = newCaller('profile-once');
    await ensureUser(caller);
    await setHasPayment(caller.sub);
    const { id } = await accountSubscriber(caller);
    await saveBusinessProfile(
      caller,
      id,
      profileFields({ businessName: 'Bayside Care', description: 'Home care in Brighton.' }),
    );
    await profile(caller);
    let read: SubscriberProfile | undefined;
    expect(await tableRequests(async () => (read = await profile(caller)))).toBe(1);
    expect(read).toMatchObject({ id, businessProfile: { businessName: 'Bayside Care' } });
  });

  it('answers with the subscription the account is linked to now, not the one read ahead', async () => {
    const caller = newCaller('profile-relink');
    await ensureUser(caller);
    await setHasPayment(caller.sub);
    const first = await profile(caller);
    expect((await profile(caller)).id).toBe(first.id);

    const second = 'profile-relink-subscriber';
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: storedSubscriber(second, {
          email: caller.email,
          businessProfile: { businessName: 'Ballarat Home Care', description: 'Home care in Ballarat.' },
        }),
      }),
    );
    await linkSubscription(caller, second);
    expect(await profile(caller)).toMatchObject({
      id: second,
      businessProfile: { businessName: 'Ballarat Home Care' },
    });
  });

  it('shows a saved profile at once, and a change another process made once its stamp is written', async () => {
    const caller = newCaller('profile-changes');
    await ensureUser(caller);
    await setHasPayment(caller.sub);
    const { id } = await profile(caller);
    await saveBusinessProfile(
      caller,
      id,
      profileFields({ businessName: 'First Name Care', description: 'Home care.' }),
    );
    expect((await profile(caller)).businessProfile?.businessName).toBe('First Name Care');
    await saveBusinessProfile(
      caller,
      id,
      profileFields({ businessName: 'Second Name Care', description: 'Home care.' }),
    );
    expect((await profile(caller)).businessProfile?.businessName).toBe('Second Name Care');

    // A minute on, the profile is kept: one read of the user item, the payment check's.
    await setStamp(caller, ulid(Date.now() - 60_000));
    await profile(caller);
    expect(await tableOperations(() => profile(caller))).toEqual(['GetItemCommand']);
    // Another process (an administrator's Lambda) writes the profile, then the account's view stamp.
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression: 'SET businessProfile = :p',
        ExpressionAttributeValues: { ':p': { businessName: 'Third Name Care', description: 'Home care.' } },
      }),
    );
    expect((await profile(caller)).businessProfile?.businessName).toBe('Second Name Care');
    await setStamp(caller, ulid());
    expect((await profile(caller)).businessProfile?.businessName).toBe('Third Name Care');
  });
});
