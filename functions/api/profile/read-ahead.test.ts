// GET /api/business-profile on the local table: the account's subscription is read with the payment check's user
// item (one request to the table), and the account's current link is what counts, whatever this process last saw.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { SubscriberProfile } from '../../../shared/contracts/business-profile';
import { ddb, tableName } from '../../lib/clients';
import { accountSubscriber, saveBusinessProfile } from '../../lib/services/business-profile';
import { ensureUser, linkSubscription, setHasPayment } from '../../lib/services/users';
import type { Caller } from '../../lib/http/auth';
import { asCaller } from '../../testing/callers';
import { lambdaContext, parseResult, sampleEvent } from '../../testing/events';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { tableRequests } from '../../testing/table-requests';
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
});
