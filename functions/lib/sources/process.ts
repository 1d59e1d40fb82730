// One change of a monitoring run: fetch the item page, extract its main text, summarise it with the AI layer and
// store the policy update. The update id comes from the canonical URL and content hash, so a re-run stores one.
import { getAi } from '../ai';
import { MAX_PAGE_CHARS } from '../ai/schemas';
import type { PolicyUpdateItem } from '../data/entities/policy-update';
import { storePolicyUpdate } from '../services/feed';
import { updateIdFor } from './canonical';
import type { ChangeRef } from './check';
import { extractMainText } from './extract';
import { fetchResource, type FetchOptions } from './fetch';

export interface ProcessDeps {
  now?: () => Date;
  fetch?: Omit<FetchOptions, 'validators' | 'accept'>;
}

export { updateIdFor } from './canonical';

export async function processChange(
  change: ChangeRef,
  deps: ProcessDeps = {},
): Promise<{ updateId: string; created: boolean }> {
  const updateId = updateIdFor(change);
  const now = (deps.now ?? (() => new Date()))();
  const page = await fetchResource(change.link, {
    ...deps.fetch,
    accept: 'text/html, application/xhtml+xml;q=0.9',
  });
  // A 304 cannot happen without validators; the listing's own words stand in if a page has no readable text.
  const extracted =
    page.status === 'ok' ? extractMainText(page.body.toString('utf8')) : { title: '', text: '' };
  const text = (extracted.text || change.excerpt || change.title).slice(0, Math.min(MAX_PAGE_CHARS, 200_000));
  const summary = await getAi().summariseChange({
    source: change.sourceName,
    title: change.title,
    url: change.link,
    text,
    previousText: change.kind === 'changed' ? (change.previousText ?? null) : null,
  });
  const publishedAt = change.publishedAt ?? now.toISOString();
  const item: PolicyUpdateItem = {
    id: updateId,
    title: summary.title,
    summary: summary.summary,
    source: change.sourceName,
    url: change.link,
    publishedAt,
    sourceId: change.sourceId,
    impact: summary.impact,
    whatChanged: summary.whatChanged,
    tags: summary.tags,
    effectiveDate: summary.effectiveDate,
    ...(change.backfill ? { beforeMonitoring: true } : {}),
    createdAt: now.toISOString(),
  };
  return { updateId, created: await storePolicyUpdate(item) };
}
