// What a reader's feed shows of their own beside the updates: the scope of their business profile (for 'Not relevant
// to your services') and their personalised insights. Kept in this process per reader under the account's view stamp
// (view-stamp.ts), so a first page usually costs the table one request: the payment check's.
import { storedBusinessProfileSchema } from '../../../shared/contracts/business-profile';
import { insightKeys, insightMonth, insightMonthItemSchema, type Insight } from '../data/entities/insight';
import { subscriberKeys } from '../data/entities/subscriber';
import { readItems, type ItemKey, type PrefetchedItems } from '../data/table';
import type { ProviderScope } from '../notify/relevance';
import { RecentMap } from '../recent-map';
import { mayKeep, onViewChanged } from './view-stamp';

export interface Reader {
  id: string;
  /** The subscription linked to the account (holds the business profile), from the user item. */
  subscriberId: string | null;
  /** The account's view stamp, from the user item. */
  viewStamp: string;
  /** Items read ahead with the user item (see viewKeys). */
  prefetched?: PrefetchedItems;
}

interface View {
  subscriberId: string | null;
  stamp: string;
  scope: ProviderScope | null;
  /** Insights by month, then by update id. */
  months: Map<string, Record<string, Insight>>;
}

const views = new RecentMap<string, View>(500);

onViewChanged((userId) => views.delete(userId));

const monthsOf = (updates: { publishedAt: string }[]) => [
  ...new Set(updates.map((u) => insightMonth(u.publishedAt))),
];

/**
 * The keys a reader's view of these updates needs read, to read with their user item: none when this process keeps
 * a view that covers them (checked against the user item once it is read), else their subscription (the account's
 * last known link) and the updates' insight months.
 */
export function viewKeys(
  userId: string,
  subscriberHint: string | null,
  updates: { publishedAt: string }[],
): ItemKey[] {
  const kept = views.get(userId);
  const months = monthsOf(updates);
  if (kept && kept.subscriberId === subscriberHint && months.every((m) => kept.months.has(m))) return [];
  return [
    ...(subscriberHint ? [subscriberKeys.item(subscriberHint)] : []),
    ...months.map((m) => insightKeys.month(userId, m)),
  ];
}

/** The reader's profile scope and their insights on these updates. */
export async function readerView(
  reader: Reader,
  updates: { id: string; publishedAt: string }[],
): Promise<{ scope: ProviderScope | null; insights: Map<string, Insight> }> {
  const months = monthsOf(updates);
  const kept = views.get(reader.id);
  const valid = kept && kept.subscriberId === reader.subscriberId && kept.stamp === reader.viewStamp;
  const view: View = valid
    ? kept
    : { subscriberId: reader.subscriberId, stamp: reader.viewStamp, scope: null, months: new Map() };
  const missing = months.filter((m) => !view.months.has(m));
  const subscriberKey = !valid && reader.subscriberId ? subscriberKeys.item(reader.subscriberId) : null;
  if (missing.length || subscriberKey) {
    // Read consistently: what is kept must be at least as new as the stamp it is kept under.
    const keys = [
      ...(subscriberKey ? [subscriberKey] : []),
      ...missing.map((m) => insightKeys.month(reader.id, m)),
    ];
    const items = await readItems(keys, reader.prefetched, { consistentRead: true });
    // A stamp seen before (the kept view's) was written before this request: anything read now is newer.
    const readWithStampAt = !valid && reader.prefetched?.hasAny(keys) ? reader.prefetched.readAt : undefined;
    for (const month of missing) view.months.set(month, {});
    for (const raw of items) {
      if (subscriberKey && raw.pk === subscriberKey.pk && raw.sk === subscriberKey.sk) {
        if (raw.userId !== reader.id) continue;
        const profile = storedBusinessProfileSchema.safeParse(raw.businessProfile ?? {});
        view.scope = profile.success ? profile.data : null;
        continue;
      }
      const month = insightMonthItemSchema.safeParse(raw);
      if (month.success && month.data.userId === reader.id)
        view.months.set(month.data.month, month.data.insights);
    }
    if (mayKeep(reader.viewStamp, readWithStampAt)) views.set(reader.id, view);
  }
  const insights = new Map<string, Insight>();
  for (const u of updates) {
    const insight = view.months.get(insightMonth(u.publishedAt))?.[u.id];
    if (insight) insights.set(u.id, insight);
  }
  return { scope: view.scope, insights };
}
