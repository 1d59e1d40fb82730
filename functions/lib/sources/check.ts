// One source's check in a monitoring run: fetch (conditional GET), snapshot, parse, and diff against the items
// already seen. A failing source is reported as failed with its reason and never throws, so the run goes on.
import { logger } from '../logger';
import type { ChangeRef } from './change';
import type { SourceItemRecord } from '../data/entities/source-item';
import type { SourceStateItem } from '../data/entities/source-state';
import { adapterFor, ParseError, type ListedItem } from './adapters';
import { canonicalUrl, sha256 } from './canonical';
import { changedVisibly } from './diff';
import { FetchError, fetchResource, type FetchOptions, type Validators } from './fetch';
import { getSource, type SourceConfig } from './registry';
import { s3SnapshotStore, type SnapshotStore } from './snapshots';
import { markRemoved, putNewItem, readItems, readState, replaceItem, writeState } from './store';

export type { ChangeRef } from './change';

export type CheckStatus = 'ok' | 'failed' | 'baseline' | 'unchanged';

export interface CheckResult {
  sourceId: string;
  status: CheckStatus;
  /** Why the source failed, or a note on a run that succeeded (read with the generic reader). */
  reason?: string;
  itemCount?: number;
  removed?: number;
  snapshots?: string[];
  changes: ChangeRef[];
}

export interface CheckDeps {
  source?: SourceConfig;
  now?: () => Date;
  fetch?: Omit<FetchOptions, 'validators' | 'accept'>;
  storeSnapshot?: SnapshotStore;
}

interface SeenNow extends ListedItem {
  url: string;
  channel: string;
  contentHash: string;
}

export function itemContentHash(item: ListedItem): string {
  return sha256(
    JSON.stringify([item.title, item.excerpt ?? '', item.version ?? '', item.publishedAt ?? '']),
  ).slice(0, 32);
}

/** A listing that shrinks below this share of its last good length is taken for a broken page. */
export const SHRUNK_SHARE = 0.5;
/** Only listings of at least this many items are judged by their length. */
const SHRUNK_MIN_ITEMS = 4;
/** After this many runs in a row at the shorter length, it is the listing's new length. */
export const SHRUNK_RUNS_ACCEPTED = 3;

/** On a source's first check, items published this many days back go to the feed (never sent). */
export const BACKFILL_DAYS = 30;

export const GENERIC_READER_NOTE = 'Read with the generic reader: the page layout changed';

function describe(error: unknown): string {
  if (error instanceof FetchError || error instanceof ParseError) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export async function checkSource(
  sourceId: string,
  runId: string,
  deps: CheckDeps = {},
): Promise<CheckResult> {
  const now = (deps.now ?? (() => new Date()))();
  const at = now.toISOString();
  let source: SourceConfig;
  try {
    source = deps.source ?? getSource(sourceId);
  } catch (error) {
    return { sourceId, status: 'failed', reason: describe(error), changes: [] };
  }
  const state = await readState(sourceId);
  const fail = async (reason: string, extra: { shrunkRuns?: number } = {}): Promise<CheckResult> => {
    logger.warn('source check failed', { sourceId, runId, reason });
    await writeState(state, {
      ...state,
      shrunkRuns: extra.shrunkRuns,
      lastRunId: runId,
      lastStatus: 'failed',
      lastError: reason,
      lastCheckedAt: at,
    });
    return { sourceId, status: 'failed', reason, changes: [] };
  };
  // A disabled source keeps its state untouched, ready for when it is enabled again.
  if (!source.enabled)
    return { sourceId, status: 'failed', reason: 'The source is disabled in configuration', changes: [] };

  const adapter = adapterFor(source.adapter.type);
  const storeSnapshot = deps.storeSnapshot ?? s3SnapshotStore;
  const listed: SeenNow[] = [];
  const fetchedChannels = new Set<string>();
  const validators: Record<string, Validators> = { ...state.validators };
  const snapshots: string[] = [];
  let readGenerically = false;
  // A listing read with its selectors finds at least this many items, or the generic reader is asked too.
  const expected = adapter.steadyLength ? Math.max(1, Math.ceil(state.lastItemCount * SHRUNK_SHARE)) : 1;
  try {
    for (const request of adapter.requests(source, now)) {
      let url: string | undefined = request.url;
      let first = true;
      while (url) {
        const res = await fetchResource(url, {
          ...deps.fetch,
          accept: request.accept,
          // Validators only apply to the first page: later pages are fetched only when the first one changed.
          validators: first && state.baselineDone ? state.validators[request.channel] : undefined,
        });
        if (res.status === 'not-modified') break;
        if (first) validators[request.channel] = res.validators;
        first = false;
        fetchedChannels.add(request.channel);
        snapshots.push(
          await storeSnapshot({
            sourceId,
            url: res.url,
            body: res.body,
            contentType: res.contentType,
            fetchedAt: now,
          }),
        );
        const body = res.body.toString('utf8');
        const incomplete = adapter.incomplete?.(body);
        if (incomplete) throw new ParseError(incomplete);
        let page = adapter.parse(source, body, res.url);
        if (adapter.fallback && page.items.length < expected) {
          const generic = adapter.fallback(source, body, res.url);
          if (generic.items.length > page.items.length) {
            page = generic;
            readGenerically = true;
            logger.warn('listing read with the generic reader', { sourceId, runId, url: res.url });
          }
        }
        for (const item of page.items) {
          listed.push({
            ...item,
            url: canonicalUrl(item.identity ?? item.link),
            channel: request.channel,
            contentHash: itemContentHash(item),
          });
        }
        url = page.nextUrl;
      }
    }
  } catch (error) {
    return fail(describe(error));
  }

  if (fetchedChannels.size === 0) {
    await writeState(state, {
      ...state,
      lastRunId: runId,
      lastStatus: 'unchanged',
      lastCheckedAt: at,
      lastSuccessAt: at,
    });
    return { sourceId, status: 'unchanged', itemCount: state.lastItemCount, changes: [], snapshots };
  }

  const seen = await readItems(sourceId);
  const seenByUrl = new Map(seen.map((i) => [i.url, i]));
  // One item seen through several channels is one item; the listing that names its version tells what it is now.
  const current = new Map<string, SeenNow>();
  for (const item of listed) {
    const first = current.get(item.url);
    if (!first) current.set(item.url, item);
    else if (item.version && !first.version) {
      current.set(item.url, {
        ...item,
        title: first.title,
        channel: first.channel,
        contentHash: itemContentHash(item),
      });
    }
  }
  // Items of channels answered with 304 are still there: count them, and never call them removed.
  const carried = seen.filter((i) => !i.removedAt && !fetchedChannels.has(i.channel) && !current.has(i.url));
  const itemCount = current.size + carried.length;
  if (current.size === 0) {
    return fail(
      state.lastItemCount > 0
        ? `No items found where there were ${state.lastItemCount}: the page layout may have changed`
        : 'No items found: the page may not be the expected listing',
    );
  }

  // The generic reader must find the listing the source had: on a page whose layout changed, most of the items already
  // seen are still listed. A group of links that shares none of them (a sidebar, a menu) is not the listing.
  if (readGenerically && state.baselineDone) {
    const known = [...current.keys()].filter((url) => {
      const seenItem = seenByUrl.get(url);
      return seenItem && !seenItem.removedAt;
    }).length;
    if (known < Math.min(3, Math.ceil(current.size * 0.3))) {
      return fail(
        `The listing could not be read: its layout changed and the generic reader found ${current.size} links, only ${known} of them items seen before. Update the source's selectors`,
      );
    }
  }

  // Far fewer items than the last good reading: a partial page (a failed render, a half-loaded view), not removals.
  let shrunkRuns: number | undefined;
  if (
    adapter.steadyLength &&
    state.baselineDone &&
    state.lastItemCount >= SHRUNK_MIN_ITEMS &&
    itemCount < state.lastItemCount * SHRUNK_SHARE
  ) {
    shrunkRuns = (state.shrunkRuns ?? 0) + 1;
    if (shrunkRuns < SHRUNK_RUNS_ACCEPTED) {
      return fail(
        `Only ${itemCount} item${itemCount === 1 ? '' : 's'} listed where there were ${state.lastItemCount}: the page looks incomplete, so nothing was compared and the items seen before are kept`,
        { shrunkRuns },
      );
    }
    logger.warn('listing accepted at a shorter length', {
      sourceId,
      runId,
      itemCount,
      was: state.lastItemCount,
    });
  }

  const changes: ChangeRef[] = [];
  const backfillFrom = now.getTime() - BACKFILL_DAYS * 86_400_000;
  const recent = (publishedAt: string | undefined) =>
    publishedAt !== undefined &&
    Date.parse(publishedAt) >= backfillFrom &&
    Date.parse(publishedAt) <= now.getTime() + 86_400_000;
  for (const item of current.values()) {
    const record: SourceItemRecord = {
      sourceId,
      url: item.url,
      link: item.link,
      title: item.title,
      publishedAt: item.publishedAt,
      excerpt: item.excerpt,
      version: item.version,
      ...(readGenerically ? { reader: 'generic' as const } : {}),
      contentHash: item.contentHash,
      channel: item.channel,
      firstSeenAt: at,
      lastChangedAt: at,
    };
    const previous = seenByUrl.get(item.url);
    const ref = (kind: ChangeRef['kind']): ChangeRef => ({
      sourceId,
      sourceName: source.name,
      runId,
      kind,
      url: item.url,
      link: item.link,
      title:
        kind === 'changed' && item.versionTitle && item.version !== previous?.version
          ? item.versionTitle
          : item.title,
      previousTitle: kind === 'changed' && previous?.title !== item.title ? previous?.title : undefined,
      previousText:
        kind === 'changed' && previous
          ? [previous.title, previous.excerpt].filter(Boolean).join('\n')
          : undefined,
      publishedAt: item.publishedAt,
      excerpt: item.excerpt,
      contentHash: item.contentHash,
    });
    if (!previous) {
      if (await putNewItem(record)) {
        if (state.baselineDone) changes.push(ref('new'));
        else if (recent(item.publishedAt)) changes.push({ ...ref('new'), backfill: true });
      }
    } else if (
      previous.contentHash !== item.contentHash &&
      changedVisibly(previous, item, { compareExcerpts: previous.reader === record.reader })
    ) {
      // A summary is only compared with one the same reader found: the generic reader's summary of an item is not the
      // selectors' one. The stored summary stays the selectors' while the generic reader stands in, so that the
      // page's return to its usual layout is not taken for a change either.
      const updated =
        previous.reader === record.reader
          ? { ...record, firstSeenAt: previous.firstSeenAt }
          : {
              ...record,
              excerpt: previous.excerpt,
              reader: previous.reader,
              firstSeenAt: previous.firstSeenAt,
            };
      if ((await replaceItem(updated, previous.contentHash)) && state.baselineDone)
        changes.push(ref('changed'));
    } else if (previous.removedAt) {
      await replaceItem(
        { ...previous, link: item.link, channel: item.channel, removedAt: undefined },
        previous.contentHash,
      );
    }
  }
  let removed = 0;
  for (const item of seen) {
    if (!item.removedAt && fetchedChannels.has(item.channel) && !current.has(item.url)) {
      await markRemoved(item, at);
      removed++;
    }
  }

  const nextState: Omit<SourceStateItem, 'version'> = {
    ...state,
    shrunkRuns: undefined,
    baselineDone: true,
    lastItemCount: itemCount,
    validators,
    lastRunId: runId,
    lastStatus: state.baselineDone ? 'ok' : 'baseline',
    lastError: undefined,
    lastCheckedAt: at,
    lastSuccessAt: at,
  };
  await writeState(state, nextState);
  logger.info('source checked', { sourceId, runId, itemCount, changes: changes.length, removed });
  return {
    sourceId,
    status: state.baselineDone ? 'ok' : 'baseline',
    ...(readGenerically ? { reason: GENERIC_READER_NOTE } : {}),
    itemCount,
    removed,
    snapshots,
    changes,
  };
}
