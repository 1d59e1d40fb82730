// Feed display helpers: newest-first order, long en-AU dates and which links may be rendered.
import type { PolicyUpdate } from '@shared/contracts/feed';

// Dates as the government sources give them: in Sydney time, wherever the reader is.
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' });

/** '21 November 2026', or null when the date cannot be read. */
export function formatLongDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

function publishedTime(update: Pick<PolicyUpdate, 'publishedAt'>): number {
  const time = Date.parse(update.publishedAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The pages' updates once each (by id), newest first; updates without a readable date go last. */
export function newestFirst<T extends Pick<PolicyUpdate, 'id' | 'publishedAt'>>(updates: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const update of updates) if (!byId.has(update.id)) byId.set(update.id, update);
  return [...byId.values()].sort((a, b) => {
    const ta = publishedTime(a);
    const tb = publishedTime(b);
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
}

/** True for absolute http and https addresses: the only ones the feed renders as links. */
export function isWebUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
