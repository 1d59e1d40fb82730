// Subscribing: create a subscription, or update the channels of the one that already has this email or phone.
// Every write is a conditional single-item write that is safe to retry, so no transaction is needed.
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscribeCommand, SubscribeResponse } from '../../../shared/contracts/subscribers';
import { ddb, tableName } from '../clients';
import { subscriberKeys, subscriberItemSchema, type SubscriberItem } from '../data/entities/subscriber';
import { Conflict } from '../errors';
import { PrefetchedItems, readItems, type ItemKey } from '../data/table';
import { RecentMap } from '../recent-map';

const CONSENT_SOURCE = 'landing-subscribe-form';

async function lookup(key: { pk: string; sk: string }): Promise<string | null> {
  const res = await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const id = res.Item?.subscriberId;
  return typeof id === 'string' ? id : null;
}

/**
 * The subscriber each address was last seen pointing at in this process, as a hint only: a repeat subscribe reads the
 * addresses and that subscriber in one request, and uses the subscriber only if the address still points at it.
 */
const addressHints = new RecentMap<string, string>(1000);

async function readAddresses(
  cmd: SubscribeCommand,
): Promise<{ byEmail: string | null; byPhone: string | null; ahead?: PrefetchedItems }> {
  const emailKey = cmd.email ? subscriberKeys.emailLookup(cmd.email) : null;
  const phoneKey = cmd.phone ? subscriberKeys.phoneLookup(cmd.phone) : null;
  const addressKeys = [emailKey, phoneKey].filter((k): k is ItemKey => k !== null);
  const hinted = [...new Set(addressKeys.flatMap((k) => addressHints.get(k.pk) ?? []))];
  const keys = [...addressKeys, ...hinted.map((id) => subscriberKeys.item(id))];
  const ahead = new PrefetchedItems(
    keys,
    await readItems(keys, undefined, { consistentRead: true }),
    Date.now(),
  );
  const pointsAt = (key: ItemKey | null) => {
    const id = key ? ahead.get(key)?.subscriberId : undefined;
    if (key && typeof id === 'string') addressHints.set(key.pk, id);
    return typeof id === 'string' ? id : null;
  };
  return { byEmail: pointsAt(emailKey), byPhone: pointsAt(phoneKey), ahead };
}

/** Points an address at a subscriber unless it already points elsewhere; returns the id it points at. */
export async function claimLookup(key: { pk: string; sk: string }, id: string, now: string): Promise<string> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, subscriberId: id, createdAt: now },
        ConditionExpression: 'attribute_not_exists(pk) OR subscriberId = :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    );
    return id;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return (await lookup(key)) ?? id;
    throw error;
  }
}

export async function getSubscriber(id: string): Promise<SubscriberItem | null> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(id), ConsistentRead: true }),
  );
  return res.Item ? subscriberItemSchema.parse(res.Item) : null;
}

const CONFLICT_MESSAGE =
  'This phone number is already subscribed with a different email address. Subscribe with the email address you used before, or with the phone number on its own.';

export async function subscribe(
  cmd: SubscribeCommand,
  now = new Date(),
): Promise<Omit<SubscribeResponse, 'welcomed'> & { welcomePending: ('email' | 'sms')[] }> {
  const at = now.toISOString();
  const { byEmail, byPhone, ahead } = await readAddresses(cmd);
  if (byEmail && byPhone && byEmail !== byPhone) throw new Conflict(CONFLICT_MESSAGE);

  let id = byEmail ?? byPhone ?? randomUUID();
  // Claim the addresses first: a retry after a crash finds the claim and heals the subscriber item below. An address
  // that already points at this subscriber needs no claim.
  if (cmd.email && byEmail !== id) id = await claimLookup(subscriberKeys.emailLookup(cmd.email), id, at);
  if (cmd.phone && byPhone !== id) {
    const phoneOwner = await claimLookup(subscriberKeys.phoneLookup(cmd.phone), id, at);
    if (phoneOwner !== id) throw new Conflict(CONFLICT_MESSAGE);
  }
  for (const key of [
    cmd.email && subscriberKeys.emailLookup(cmd.email),
    cmd.phone && subscriberKeys.phoneLookup(cmd.phone),
  ])
    if (key) addressHints.set(key.pk, id);

  const read = ahead?.get(subscriberKeys.item(id));
  const previous = read === undefined ? await getSubscriber(id) : read && subscriberItemSchema.parse(read);
  const channels: ('email' | 'sms')[] = [];
  if (cmd.emailEnabled) channels.push('email');
  if (cmd.smsEnabled) channels.push('sms');
  // Welcome only the channels that were not already active.
  const newlyActive = channels.filter((c) =>
    c === 'email'
      ? !(previous?.status === 'active' && previous.emailEnabled)
      : !(previous?.status === 'active' && previous.smsEnabled),
  );

  // The same person subscribing again with what is already on: their consent stands and nothing changes, so nothing
  // is written (and the consent log is not padded with repeats).
  if (
    previous &&
    previous.status === 'active' &&
    newlyActive.length === 0 &&
    (!cmd.email || previous.email === cmd.email) &&
    (!cmd.phone || previous.phone === cmd.phone)
  ) {
    return {
      id,
      emailEnabled: previous.emailEnabled,
      smsEnabled: previous.smsEnabled,
      created: false,
      welcomePending: previous.welcomePending ?? [],
      resumed: false,
    };
  }

  const assignments = [
    'email = ' + (cmd.email ? ':email' : 'if_not_exists(email, :null)'),
    'phone = ' + (cmd.phone ? ':phone' : 'if_not_exists(phone, :null)'),
    'emailEnabled = ' + (cmd.emailEnabled ? ':true' : 'if_not_exists(emailEnabled, :false)'),
    'smsEnabled = ' + (cmd.smsEnabled ? ':true' : 'if_not_exists(smsEnabled, :false)'),
  ];
  // DynamoDB refuses values that no expression uses.
  const uses = (name: string) => assignments.some((a) => a.includes(name));
  const res = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriberKeys.item(id),
      UpdateExpression: [
        'SET id = :id, #status = :active, consent = :true, consentedAt = :at, updatedAt = :at',
        'createdAt = if_not_exists(createdAt, :at), gsi1pk = :gsi1pk, gsi1sk = if_not_exists(gsi1sk, :gsi1sk)',
        'firstName = if_not_exists(firstName, :firstName), lastName = if_not_exists(lastName, :lastName)',
        ...assignments,
        'consentLog = list_append(if_not_exists(consentLog, :empty), :consent)',
        'welcomePending = :welcome',
      ].join(', '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':id': id,
        ':active': 'active',
        ':true': true,
        ...(uses(':false') ? { ':false': false } : {}),
        ...(uses(':null') ? { ':null': null } : {}),
        ':at': at,
        ':gsi1pk': subscriberKeys.listing(id, at).gsi1pk,
        ':gsi1sk': subscriberKeys.listing(id, at).gsi1sk,
        ':firstName': cmd.firstName,
        ':lastName': cmd.lastName,
        ':empty': [],
        ':consent': [{ at, channels, source: CONSENT_SOURCE }],
        ':welcome': [...new Set([...(previous?.welcomePending ?? []), ...newlyActive])],
        ...(cmd.email ? { ':email': cmd.email } : {}),
        ...(cmd.phone ? { ':phone': cmd.phone } : {}),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const saved = subscriberItemSchema.parse(res.Attributes);

  // A subscriber found by phone who now gives a new email: drop the lookup of the email they no longer use.
  if (previous?.email && cmd.email && previous.email !== cmd.email) {
    await releaseLookup(subscriberKeys.emailLookup(previous.email), id);
  }
  if (previous?.phone && cmd.phone && previous.phone !== cmd.phone) {
    await releaseLookup(subscriberKeys.phoneLookup(previous.phone), id);
  }

  return {
    id,
    emailEnabled: saved.emailEnabled,
    smsEnabled: saved.smsEnabled,
    created: previous === null,
    // The channels still to be welcomed: none for a subscriber already receiving everything they asked for.
    welcomePending: saved.welcomePending ?? [],
    // On again after an unsubscribe, as opposed to a channel given for the first time.
    resumed:
      previous !== null &&
      (previous.status === 'unsubscribed' ||
        newlyActive.some((c) =>
          c === 'email'
            ? previous.emailUnsubscribedAt !== undefined
            : previous.smsUnsubscribedAt !== undefined,
        )),
  };
}

/** Removes an address's lookup if it still points at this subscriber. */
export async function releaseLookup(key: { pk: string; sk: string }, id: string): Promise<void> {
  try {
    await ddb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'subscriberId = :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
