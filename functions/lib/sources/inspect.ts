// A read-only look at each source as it is today (`npm run sources:check`): fetch every channel, read it with the
// configured selectors and with the generic reader, and say how many items each found, whether they agree, and
// whether the channel is healthy. Nothing is stored and nothing is compared with earlier runs.
import { adapterFor, ParseError, type ListedItem } from './adapters';
import { canonicalUrl } from './canonical';
import { FetchError, fetchResource, type FetchOptions } from './fetch';
import type { SourceConfig } from './registry';

export interface ChannelReport {
  channel: string;
  url: string;
  /** 'ok', or why the channel could not be read. */
  health: string;
  /** Items read with the source's own configuration. */
  items: number;
  firstTitles: string[];
  /** Items the generic reader found, for listing pages. */
  genericItems?: number;
  /** Share of the items both readers found (1 when they found the same items), for listing pages. */
  agreement?: number;
}

export interface SourceReport {
  sourceId: string;
  name: string;
  enabled: boolean;
  channels: ChannelReport[];
}

function describe(error: unknown): string {
  if (error instanceof FetchError || error instanceof ParseError) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function overlap(a: readonly ListedItem[], b: readonly ListedItem[]): number {
  const x = new Set(a.map((i) => canonicalUrl(i.identity ?? i.link)));
  const y = new Set(b.map((i) => canonicalUrl(i.identity ?? i.link)));
  const union = new Set([...x, ...y]);
  if (!union.size) return 1;
  return [...x].filter((u) => y.has(u)).length / union.size;
}

export async function inspectSource(
  source: SourceConfig,
  options: { now?: Date; fetch?: Omit<FetchOptions, 'validators' | 'accept'> } = {},
): Promise<SourceReport> {
  const adapter = adapterFor(source.adapter.type);
  const channels: ChannelReport[] = [];
  for (const request of adapter.requests(source, options.now ?? new Date())) {
    const report: ChannelReport = {
      channel: request.channel,
      url: request.url,
      health: 'ok',
      items: 0,
      firstTitles: [],
    };
    try {
      const res = await fetchResource(request.url, { ...options.fetch, accept: request.accept });
      if (res.status !== 'ok') throw new Error('answered 304 without validators');
      const body = res.body.toString('utf8');
      const incomplete = adapter.incomplete?.(body);
      if (incomplete) throw new ParseError(incomplete);
      const items = adapter.parse(source, body, res.url).items;
      report.items = items.length;
      report.firstTitles = items.slice(0, 3).map((i) => i.title);
      if (adapter.fallback) {
        const generic = adapter.fallback(source, body, res.url).items;
        report.genericItems = generic.length;
        report.agreement = overlap(items, generic);
        if (!items.length && generic.length) report.firstTitles = generic.slice(0, 3).map((i) => i.title);
      }
      if (!items.length && !report.genericItems) report.health = 'no items found';
      else if (!items.length) report.health = 'the selectors find nothing: the generic reader is standing in';
    } catch (error) {
      report.health = describe(error);
    }
    channels.push(report);
  }
  return { sourceId: source.id, name: source.name, enabled: source.enabled, channels };
}

/** The reports as plain text, one block per source. */
export function formatReports(reports: readonly SourceReport[]): string {
  return reports
    .map((r) => {
      const lines = [`${r.name} (${r.sourceId})${r.enabled ? '' : ' — disabled'}`];
      for (const c of r.channels) {
        const generic =
          c.genericItems === undefined
            ? ''
            : `; generic reader ${c.genericItems}, agreement ${Math.round((c.agreement ?? 0) * 100)} %`;
        lines.push(`  ${c.channel}: ${c.health}; items ${c.items}${generic}`);
        lines.push(`    ${c.url}`);
        for (const t of c.firstTitles) lines.push(`    - ${t}`);
      }
      return lines.join('\n');
    })
    .join('\n\n');
}
