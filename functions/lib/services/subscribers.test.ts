// Subscribing again on the local table: the address and the subscriber it was last seen pointing at are read in one
// request, and an address that points elsewhere now is followed, whatever this process last saw.
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from '../../testing/table';
import { tableOperations } from '../../testing/table-requests';
import { ddb, tableName } from '../clients';
import { subscriberKeys } from '../data/entities/subscriber';
import { subscribe } from './subscribers';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(async () => {
  await table.stop();
});

const command = (email: string) => ({
  email,
  phone: null,
  emailEnabled: true,
  smsEnabled: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe('subscribing again', () => {
  it('reads the address and its subscriber in one request, and writes nothing when nothing is new', async () => {
    const first = await subscribe(command('ada@harbourline.example.com.au'));
    let again: Awaited<ReturnType<typeof subscribe>> | undefined;
    const operations = await tableOperations(
      async () => (again = await subscribe(command('ada@harbourline.example.com.au'))),
    );
    expect(operations).toEqual(['BatchGetItemCommand']);
    expect(again).toMatchObject({ id: first.id, created: false, emailEnabled: true });
  });

  it('follows an address that points at another subscriber now', async () => {
    const email = 'grace@redhill.example.com.au';
    const first = await subscribe(command(email));
    // Gone, as a deleted account's subscription is: its item and its address.
    for (const key of [subscriberKeys.item(first.id), subscriberKeys.emailLookup(email)])
      await ddb().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    const second = await subscribe(command(email));
    expect(second.id).not.toBe(first.id);
    expect(second.created).toBe(true);
    expect(await subscribe(command(email))).toMatchObject({ id: second.id, created: false });
  });
});
