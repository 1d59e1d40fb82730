// Federal Register of Legislation adapter (OData 4.0): new titles whose name matches, and new versions of
// watched titles. The API caps $top at 100 and its nextLink drops $filter, so pages are requested with $skip.
import * as z from 'zod';
import { joinUrl, type SourceConfig } from '../registry';
import {
  collapse,
  ParseError,
  publishedDate,
  type ChannelRequest,
  type ListedItem,
  type SourceAdapter,
} from './types';

const odataPage = z.object({
  '@odata.count': z.number().int().nonnegative().optional(),
  value: z.array(z.record(z.string(), z.unknown())),
});

const titleRow = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  collection: z.string().optional(),
  asMadeRegisteredAt: z.string().optional(),
});

const versionRow = z.object({
  titleId: z.string().min(1),
  registerId: z.string().min(1),
  name: z.string().min(1),
  start: z.string().optional(),
  registeredAt: z.string().optional(),
  reasons: z.array(z.object({ affect: z.string().optional(), markdown: z.string().optional() })).optional(),
});

/** OData date-time literals without a trailing Z (the API rejects it), whole days so a day's URL is stable. */
const day = (date: Date, hms: string) => `${date.toISOString().slice(0, 10)}T${hms}`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "21 November 2026" for a stored day. */
const longDay = (iso: string) => dayFormat.format(new Date(iso));

/** The register writes date-times without a zone ("2026-11-05T00:00:00"): the day is what counts. */
const ISO_DAY = ['yyyy-MM-dd'];

function config(source: SourceConfig) {
  if (source.adapter.type !== 'legislation-api') throw new Error(`${source.id} is not a legislation source`);
  return source.adapter;
}

function query(base: string, entitySet: string, params: Record<string, string>): string {
  const search = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${joinUrl(base, entitySet)}?${search}`;
}

function withSkip(url: string, skip: number): string {
  const u = new URL(url);
  u.searchParams.set('$skip', String(skip));
  return u.href;
}

export const legislationAdapter: SourceAdapter = {
  // The register's Versions channel lists a week of registrations: its length changes from day to day.
  steadyLength: false,
  requests(source, now): ChannelRequest[] {
    const c = config(source);
    const titlesSince = new Date(now.getTime() - c.titlesLookbackDays * 86_400_000);
    const versionsSince = new Date(now.getTime() - c.versionsLookbackDays * 86_400_000);
    const names = c.nameContains.map((n) => `contains(name,${quote(n)})`).join(' or ');
    const accept = 'application/json';
    return [
      {
        channel: 'titles',
        accept,
        url: query(source.baseUrl, 'Titles', {
          $filter: `asMadeRegisteredAt ge ${day(titlesSince, '00:00:00')} and (${names})`,
          $orderby: 'asMadeRegisteredAt desc',
          $top: String(c.pageSize),
          $count: 'true',
          $select: 'id,name,collection,asMadeRegisteredAt',
        }),
      },
      {
        // The watched titles by id, whatever their registration date, so that their later versions are changes to
        // titles already known.
        channel: 'watched',
        accept,
        url: query(source.baseUrl, 'Titles', {
          $filter: c.watchedTitles.map((id) => `id eq ${quote(id)}`).join(' or '),
          $top: String(c.pageSize),
          $count: 'true',
          $select: 'id,name,collection,asMadeRegisteredAt',
        }),
      },
      {
        channel: 'versions',
        accept,
        url: query(source.baseUrl, 'Versions', {
          $filter: `registeredAt ge ${day(versionsSince, '00:00:00')} and registeredAt le ${day(now, '23:59:59')}`,
          $top: String(c.pageSize),
          $count: 'true',
        }),
      },
    ];
  },
  parse(source, body, pageUrl) {
    const c = config(source);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ParseError(`${pageUrl} is not valid JSON`);
    }
    const page = odataPage.safeParse(json);
    if (!page.success) throw new ParseError(`${pageUrl} is not an OData collection`);
    const isVersions = new URL(pageUrl).pathname.endsWith('/Versions');
    const site = c.siteUrl.replace(/\/$/, '');
    const watched = new Set(c.watchedTitles);
    const nameMatches = (name: string) =>
      c.nameContains.some((n) => name.toLowerCase().includes(n.toLowerCase()));
    const items: ListedItem[] = [];
    for (const raw of page.data.value) {
      if (isVersions) {
        const row = versionRow.safeParse(raw);
        if (!row.success) continue;
        const v = row.data;
        if (!watched.has(v.titleId) && !nameMatches(v.name)) continue;
        const startDate = (v.start ?? v.registeredAt ?? '').slice(0, 10) || 'latest';
        const reasons = (v.reasons ?? [])
          .map((r) => r.markdown ?? r.affect ?? '')
          .filter(Boolean)
          .join(' ');
        const registered = publishedDate(source.id, v.registeredAt, ISO_DAY);
        const what = /^[A-Z]\d{4}C\d/.test(v.registerId) ? 'compilation' : 'version';
        items.push({
          // The version's own text is read for the summary; the title is the item.
          link: `${site}/${v.titleId}/${startDate}/text`,
          identity: `${site}/${v.titleId}/latest/text`,
          title: collapse(v.name),
          publishedAt: registered,
          excerpt: collapse(`New ${what} ${v.registerId} of ${v.titleId}${reasons ? `: ${reasons}` : ''}`),
          version: v.registerId,
          versionTitle: `${collapse(v.name)}: new ${what} registered${registered ? ` on ${longDay(registered)}` : ''}`,
        });
      } else {
        const row = titleRow.safeParse(raw);
        if (!row.success) continue;
        const t = row.data;
        items.push({
          link: `${site}/${t.id}/latest/text`,
          title: collapse(t.name),
          publishedAt: publishedDate(source.id, t.asMadeRegisteredAt, ISO_DAY),
          excerpt: collapse(`${t.collection ?? 'Title'} ${t.id} registered`),
        });
      }
    }
    const skip = Number(new URL(pageUrl).searchParams.get('$skip') ?? '0');
    const seen = skip + page.data.value.length;
    const count = page.data['@odata.count'];
    const more = page.data.value.length >= c.pageSize && (count === undefined || seen < count);
    return { items, nextUrl: more ? withSkip(pageUrl, seen) : undefined };
  },
};
