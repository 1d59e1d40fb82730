// Delivering a batch of policy updates (or the welcome message) to one subscriber on each enabled channel.
// Every delivery is claimed with a conditional write before anything is sent, so a re-run sends nothing twice;
// without SES/SNS configuration (the local default) messages go to the outbox instead of being sent.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { appUrl } from '../config';
import { logger } from '../logger';
// The AI layer and the SES/SNS senders are loaded when first needed: a simulated welcome needs neither, and a cold
// start should not pay for them.
import { storedBusinessProfileSchema } from '../../../shared/contracts/business-profile';
import { businessProfileSchema, type BusinessProfile } from '../ai/schemas';
import { relevanceFor } from './relevance';
import { subscriberItemSchema, subscriberKeys, type SubscriberItem } from '../data/entities/subscriber';
import { deliveryKeys, type Channel, type DeliveryStatus } from '../data/entities/delivery';
import { keepInsights } from '../services/insights';
import {
  renderUpdatesEmail,
  renderUpdatesSms,
  renderWelcomeEmail,
  renderWelcomeSms,
  type EmailMessage,
  type MessageUpdate,
  type SmsMessage,
} from './render';
import type { RetryOptions } from './senders';
import { notifyMode, type NotifyMode } from './mode';
import { writeOutbox } from './outbox';
import { signUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

export { notifyMode, type NotifyMode } from './mode';

export interface NotifyCounts {
  /** Messages handed to SES or SNS. */
  sent: number;
  /** Messages written to the outbox instead. */
  simulated: number;
  /** Deliveries not made: already done by an earlier run, or the number had opted out. */
  skipped: number;
  failed: number;
}

export interface NotifyResult extends NotifyCounts {
  mode: NotifyMode;
  deliveries: { channel: Channel; status: DeliveryStatus | 'duplicate'; reason?: string }[];
}

/** An update as the workflow stores it; only what a message shows is needed. */
export type NotifyUpdate = Omit<MessageUpdate, 'insight'> & {
  whatChanged?: string;
  tags?: string[];
  effectiveDate?: string;
};

export interface NotifyOptions {
  now?: () => Date;
  retry?: RetryOptions;
  /** The subscriber's business profile; by default the `businessProfile` stored on the subscriber. */
  loadProfile?: (subscriber: SubscriberItem, raw: Record<string, unknown>) => Promise<BusinessProfile | null>;
}

async function loadSubscriber(
  id: string,
): Promise<{ subscriber: SubscriberItem; raw: Record<string, unknown> } | null> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(id), ConsistentRead: true }),
  );
  if (!res.Item) return null;
  return { subscriber: subscriberItemSchema.parse(res.Item), raw: res.Item };
}

function storedProfile(
  _subscriber: SubscriberItem,
  raw: Record<string, unknown>,
): Promise<BusinessProfile | null> {
  const parsed = businessProfileSchema.safeParse(raw.businessProfile);
  return Promise.resolve(parsed.success ? parsed.data : null);
}

/** Claims a delivery; false when an earlier run already claimed it (a failed one may be tried again). */
async function claim(
  subscriberId: string,
  batchId: string,
  channel: Channel,
  kind: 'updates' | 'welcome',
  at: string,
): Promise<boolean> {
  try {
    // An update (not a put) so a retried delivery keeps its history: first creation time and attempt count.
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: deliveryKeys.item(subscriberId, batchId, channel),
        UpdateExpression:
          'SET subscriberId = :sid, batchId = :bid, channel = :channel, kind = :kind, #status = :sending, createdAt = if_not_exists(createdAt, :at), updatedAt = :at',
        ConditionExpression: 'attribute_not_exists(pk) OR #status = :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sid': subscriberId,
          ':bid': batchId,
          ':channel': channel,
          ':kind': kind,
          ':sending': 'sending',
          ':failed': 'failed',
          ':at': at,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function settle(
  subscriberId: string,
  batchId: string,
  channel: Channel,
  outcome: {
    status: Exclude<DeliveryStatus, 'sending'>;
    mode: NotifyMode;
    messageId?: string;
    reason?: string;
  },
  at: string,
): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deliveryKeys.item(subscriberId, batchId, channel),
      UpdateExpression: `SET #status = :status, #mode = :mode, updatedAt = :at, attempts = if_not_exists(attempts, :zero) + :one${
        outcome.messageId ? ', messageId = :messageId' : ''
      }${outcome.reason ? ', reason = :reason' : ''}`,
      ExpressionAttributeNames: { '#status': 'status', '#mode': 'mode' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':mode': outcome.mode,
        ':at': at,
        ':zero': 0,
        ':one': 1,
        ...(outcome.messageId ? { ':messageId': outcome.messageId } : {}),
        ...(outcome.reason ? { ':reason': outcome.reason } : {}),
      },
    }),
  );
}

/** Numbers that replied STOP: no more SMS, recorded on the subscriber so the list shows why. */
async function markSmsOptedOut(subscriberId: string, at: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriberKeys.item(subscriberId),
      UpdateExpression: 'SET smsEnabled = :false, smsOptedOutAt = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':false': false, ':at': at },
    }),
  );
}

export function unsubscribeLinks(subscriberId: string, scope: UnsubscribeScope, base = appUrl()) {
  const token = encodeURIComponent(signUnsubscribeToken({ subscriberId, channel: scope }));
  return {
    page: `${base}/api/unsubscribe?token=${token}`,
    oneClick: `${base}/api/unsubscribe/one-click?token=${token}`,
  };
}

/** RFC 8058 headers; a mailto address is added when UNSUBSCRIBE_MAILTO is configured. */
export function listUnsubscribeHeaders(
  oneClickUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const mailto = env.UNSUBSCRIBE_MAILTO ? `, <mailto:${env.UNSUBSCRIBE_MAILTO}?subject=unsubscribe>` : '';
  return {
    'List-Unsubscribe': `<${oneClickUrl}>${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

interface ChannelPlan {
  email: (ctx: { unsubscribeUrl: string }) => Promise<EmailMessage>;
  sms: () => SmsMessage;
}

async function deliver(
  loaded: { subscriber: SubscriberItem },
  batchId: string,
  kind: 'updates' | 'welcome',
  channels: Channel[],
  plan: ChannelPlan,
  mode: NotifyMode,
  options: NotifyOptions,
): Promise<NotifyResult> {
  const { subscriber } = loaded;
  const now = options.now ?? (() => new Date());
  const result: NotifyResult = { mode, sent: 0, simulated: 0, skipped: 0, failed: 0, deliveries: [] };

  for (const channel of channels) {
    const to = channel === 'email' ? subscriber.email : subscriber.phone;
    if (!to) continue;
    if (!(await claim(subscriber.id, batchId, channel, kind, now().toISOString()))) {
      result.skipped++;
      result.deliveries.push({ channel, status: 'duplicate', reason: 'Already delivered by an earlier run' });
      continue;
    }
    // Once a message is handed over, a later error must not mark the delivery failed: a re-run would send it again.
    let handedOver = false;
    try {
      if (channel === 'email') {
        const links = unsubscribeLinks(subscriber.id, 'email');
        const message = await plan.email({ unsubscribeUrl: links.page });
        const headers = listUnsubscribeHeaders(links.oneClick);
        if (mode === 'simulation') {
          const saved = await writeOutbox(
            {
              channel,
              to,
              subject: message.subject,
              text: message.text,
              html: message.html,
              headers,
              subscriberId: subscriber.id,
              batchId,
              kind,
            },
            now(),
          );
          handedOver = true;
          await settle(
            subscriber.id,
            batchId,
            channel,
            { status: 'sent', mode, messageId: saved.id },
            now().toISOString(),
          );
          result.simulated++;
        } else {
          const from = process.env.SES_FROM_ADDRESS ?? '';
          const { sendEmailViaSes } = await import('./senders');
          const sent = await sendEmailViaSes({ ...message, to, from, headers }, options.retry);
          handedOver = true;
          await settle(
            subscriber.id,
            batchId,
            channel,
            { status: 'sent', mode, messageId: sent.messageId },
            now().toISOString(),
          );
          result.sent++;
        }
        result.deliveries.push({ channel, status: 'sent' });
      } else {
        const message = plan.sms();
        if (mode === 'simulation') {
          const saved = await writeOutbox(
            { channel, to, text: message.text, subscriberId: subscriber.id, batchId, kind },
            now(),
          );
          handedOver = true;
          await settle(
            subscriber.id,
            batchId,
            channel,
            { status: 'sent', mode, messageId: saved.id },
            now().toISOString(),
          );
          result.simulated++;
          result.deliveries.push({ channel, status: 'sent' });
        } else {
          const { sendSmsViaSns } = await import('./senders');
          const sent = await sendSmsViaSns(to, message, options.retry);
          handedOver = true;
          if (sent.status === 'opted-out') {
            const at = now().toISOString();
            await markSmsOptedOut(subscriber.id, at);
            const reason = 'The number has opted out of SMS (replied STOP)';
            await settle(subscriber.id, batchId, channel, { status: 'skipped', mode, reason }, at);
            result.skipped++;
            result.deliveries.push({ channel, status: 'skipped', reason });
          } else {
            await settle(
              subscriber.id,
              batchId,
              channel,
              { status: 'sent', mode, messageId: sent.messageId },
              now().toISOString(),
            );
            result.sent++;
            result.deliveries.push({ channel, status: 'sent' });
          }
        }
      }
    } catch (error) {
      if (handedOver) throw error;
      const reason =
        error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : 'Unknown error';
      logger.warn('Delivery failed', { channel, kind, batchId, error: reason });
      await settle(subscriber.id, batchId, channel, { status: 'failed', mode, reason }, now().toISOString());
      result.failed++;
      result.deliveries.push({ channel, status: 'failed', reason });
    }
  }
  return result;
}

function activeChannels(subscriber: SubscriberItem): Channel[] {
  if (subscriber.status !== 'active') return [];
  const out: Channel[] = [];
  if (subscriber.emailEnabled && subscriber.email) out.push('email');
  if (subscriber.smsEnabled && subscriber.phone) out.push('sms');
  return out;
}

async function personalise(
  updates: NotifyUpdate[],
  profile: BusinessProfile | null,
): Promise<MessageUpdate[]> {
  if (!profile) return updates;
  const { getAi } = await import('../ai');
  return Promise.all(
    updates.map(async (u) => {
      try {
        const { insight } = await getAi().personaliseUpdate({
          update: {
            title: u.title,
            summary: u.summary,
            whatChanged: u.whatChanged,
            source: u.source,
            url: u.url,
            impact: u.impact,
            tags: u.tags,
            effectiveDate: u.effectiveDate,
          },
          profile,
        });
        return { ...u, insight };
      } catch (error) {
        // The alert matters more than the insight: send the summary alone rather than nothing.
        logger.warn('Personalisation failed; sending without an insight', {
          updateId: u.id,
          error: (error as Error).name,
        });
        return u;
      }
    }),
  );
}

export interface NotifySubscriberInput {
  subscriberId: string;
  /** The workflow run's id for this batch of updates: the idempotency key with subscriber and channel. */
  batchId: string;
  updates: NotifyUpdate[];
  forceSimulation?: boolean;
  /** The subscriber item when the caller has read it already (a batch reads many at once); read here otherwise. */
  item?: Record<string, unknown>;
}

/** One message per enabled channel for a batch of new updates (a digest when there are several). */
export async function notifySubscriber(
  input: NotifySubscriberInput,
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  const mode = notifyMode(input.forceSimulation);
  const empty: NotifyResult = { mode, sent: 0, simulated: 0, skipped: 0, failed: 0, deliveries: [] };
  if (input.updates.length === 0) return empty;
  const loaded = input.item
    ? { subscriber: subscriberItemSchema.parse(input.item), raw: input.item }
    : await loadSubscriber(input.subscriberId);
  if (!loaded) return empty;
  // Updates clearly about services or states the provider does not have leave its digest (they stay on the feed,
  // marked 'Not relevant to your services').
  const scope = storedBusinessProfileSchema.safeParse(loaded.raw.businessProfile ?? {});
  const relevant = input.updates.filter((u) => relevanceFor(u, scope.success ? scope.data : null).relevant);
  if (relevant.length === 0) return empty;
  const base = appUrl();
  let prepared: Promise<{ updates: MessageUpdate[]; profile: BusinessProfile | null }> | undefined;
  const plan: ChannelPlan = {
    email: async ({ unsubscribeUrl }) => {
      // Only when an email is actually going out, so a re-run does not pay for insights again.
      prepared ??= (options.loadProfile ?? storedProfile)(loaded.subscriber, loaded.raw).then(
        async (profile) => ({
          profile,
          updates: await personalise(relevant, profile),
        }),
      );
      const { updates, profile } = await prepared;
      return renderUpdatesEmail(updates, {
        firstName: loaded.subscriber.firstName,
        businessName: profile?.businessName || undefined,
        appUrl: base,
        unsubscribeUrl,
        setAside: input.updates.length - relevant.length,
      });
    },
    sms: () => renderUpdatesSms(relevant, { appUrl: base }),
  };
  const result = await deliver(
    loaded,
    input.batchId,
    'updates',
    activeChannels(loaded.subscriber),
    plan,
    mode,
    options,
  );
  // An account holder sees the same insights on their feed's cards: kept under their user, once per update.
  if (loaded.subscriber.userId && prepared) {
    const { updates, profile } = await prepared;
    await keepInsights(
      loaded.subscriber.userId,
      updates.flatMap((u) =>
        u.insight
          ? [
              {
                updateId: u.id,
                publishedAt: u.publishedAt,
                insight: u.insight,
                businessName: profile?.businessName || undefined,
              },
            ]
          : [],
      ),
      (options.now ?? (() => new Date()))(),
    );
  }
  return result;
}

/** Sends the welcome message on each channel in the subscriber's welcomePending list, then clears the list. */
export async function sendWelcome(
  subscriberId: string,
  options: NotifyOptions & { forceSimulation?: boolean } = {},
): Promise<NotifyResult> {
  const mode = notifyMode(options.forceSimulation);
  const loaded = await loadSubscriber(subscriberId);
  if (!loaded) return { mode, sent: 0, simulated: 0, skipped: 0, failed: 0, deliveries: [] };
  const pending = new Set(loaded.subscriber.welcomePending ?? []);
  const channels = activeChannels(loaded.subscriber).filter((c) => pending.has(c));
  const base = appUrl();
  // The consent time identifies this subscription: a later resubscribe after unsubscribing is welcomed again.
  const batchId = `welcome-${loaded.subscriber.consentedAt}`;
  const result = await deliver(
    loaded,
    batchId,
    'welcome',
    channels,
    {
      email: ({ unsubscribeUrl }) =>
        Promise.resolve(
          renderWelcomeEmail({ firstName: loaded.subscriber.firstName, appUrl: base, unsubscribeUrl }),
        ),
      sms: () => renderWelcomeSms({ appUrl: base }),
    },
    mode,
    options,
  );
  // Clear what was handled (sent, duplicate or skipped); a failed channel stays pending for the next attempt.
  const done = new Set(result.deliveries.filter((d) => d.status !== 'failed').map((d) => d.channel));
  const inactive = [...pending].filter((c) => !channels.includes(c));
  const remaining = [...pending].filter((c) => !done.has(c) && !inactive.includes(c));
  if (pending.size > 0) {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(subscriberId),
        UpdateExpression: 'SET welcomePending = :remaining',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':remaining': remaining },
      }),
    );
  }
  return result;
}
