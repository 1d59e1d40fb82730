// Each adapter against the fixture server's page of its shape, and the main-text extraction of an item page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../infra/local/fixtures/server';
import { adapterFor, ParseError } from './adapters';
import { extractMainText } from './extract';
import { fetchResource } from './fetch';
import { loadSources, type SourceConfig } from './registry';

let fixtures: FixtureServer;
let sources: Record<string, SourceConfig>;
const now = new Date('2026-11-22T20:00:00Z');

beforeAll(async () => {
  fixtures = await startFixtureServer({ day: 1 });
  sources = Object.fromEntries(loadSources(fixtures.env()).map((s) => [s.id, s]));
});
afterAll(() => fixtures?.stop());

async function listed(id: string) {
  const source = sources[id];
  if (!source) throw new Error(`no source ${id}`);
  const adapter = adapterFor(source.adapter.type);
  const items = [];
  for (const request of adapter.requests(source, now)) {
    const res = await fetchResource(request.url, { accept: request.accept });
    if (res.status !== 'ok') throw new Error('expected a body');
    items.push(...adapter.parse(source, res.body.toString('utf8'), res.url).items);
  }
  return items;
}

describe('adapters', () => {
  it('reads the RSS 2.0 feed: title, link, date and the text of the description', async () => {
    const items = await listed('health');
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      title: 'Your aged care update newsletter – issue 98',
      link: `${fixtures.url}/health/news/newsletters/your-aged-care-update-newsletter-issue-98?utm_source=rss&utm_medium=feed`,
      // 23:00 GMT on 17 November is the morning of 18 November in Sydney: the published day.
      publishedAt: '2026-11-18T00:00:00.000Z',
      excerpt:
        'Support at Home claiming changes from 1 December 2026, and a reminder about quarterly budget statements.',
    });
  });

  it.each([
    ['acqsc', 3, 'Aged Care Quality Bulletin #91 – November 2026', '2026-11-12T00:00:00.000Z'],
    ['my-aged-care', 2, 'Changes to how you get an aged care assessment', '2026-11-11T00:00:00.000Z'],
    [
      'services-australia',
      2,
      'Support at Home claims now open in the provider portal',
      '2026-11-13T00:00:00.000Z',
    ],
  ])('reads the %s listing with the selectors in its config', async (id, count, title, date) => {
    const items = await listed(id);
    expect(items).toHaveLength(count);
    expect(items[0]).toMatchObject({ title, link: expect.stringContaining(fixtures.url) });
    expect(items[0]?.excerpt?.length).toBeGreaterThan(20);
    // Dates come from a datetime attribute (ACQSC) or from text like "11 November 2026" (the others).
    expect(new Date(items[0]?.publishedAt ?? '').toISOString().slice(0, 10)).toBe(date.slice(0, 10));
  });

  it('lists Aged Care titles and the versions of watched titles from the OData API', async () => {
    const items = await listed('legislation');
    // New titles by name, the watched titles by id, and the new versions of watched titles: each names the title it
    // belongs to, so the Act seen three ways is one item.
    expect(items.map((i) => i.title)).toEqual([
      'Aged Care (Fees and Contributions) Determination 2026',
      'Aged Care Rules 2025',
      'Aged Care Act 2024',
      'Aged Care Rules 2025',
      'Aged Care Act 2024',
      'Aged Care Act 2024',
    ]);
    expect(new Set(items.map((i) => i.identity ?? i.link)).size).toBe(3);
    expect(items[5]).toMatchObject({
      link: `${fixtures.url}/legislation/C2024A00104/2026-11-01/text`,
      identity: `${fixtures.url}/legislation/C2024A00104/latest/text`,
      version: 'C2026C90041',
      versionTitle: 'Aged Care Act 2024: new compilation registered on 16 November 2026',
    });
  });

  it('asks for the next OData page with $skip, keeping the filter', () => {
    const source = sources.legislation;
    if (source?.adapter.type !== 'legislation-api') throw new Error('no legislation source');
    const paged = { ...source, adapter: { ...source.adapter, pageSize: 2 } };
    const adapter = adapterFor('legislation-api');
    const [titles] = adapter.requests(paged, now);
    expect(titles?.url).not.toMatch(/\d{2}:\d{2}:\d{2}Z/);
    const body = JSON.stringify({
      '@odata.count': 3,
      value: [
        { id: 'F2026L90001', name: 'Aged Care (A) Rules 2026' },
        { id: 'F2026L90002', name: 'Aged Care (B) Rules 2026' },
      ],
    });
    const page = adapter.parse(paged, body, titles?.url ?? '');
    const next = new URL(page.nextUrl ?? '');
    expect(next.searchParams.get('$skip')).toBe('2');
    expect(next.searchParams.get('$filter')).toContain("contains(name,'Aged Care')");
    const last = adapter.parse(
      paged,
      JSON.stringify({ '@odata.count': 3, value: [{ id: 'F2026L90003', name: 'Aged Care (C) Rules 2026' }] }),
      page.nextUrl ?? '',
    );
    expect(last.nextUrl).toBeUndefined();
  });

  it('rejects a response that is not of the adapter shape', () => {
    expect(() =>
      adapterFor('rss').parse(sources.health as SourceConfig, '<html><body>Oops</body></html>', fixtures.url),
    ).toThrow(ParseError);
  });
});

describe('extractMainText', () => {
  it('keeps the article and drops navigation, scripts and the footer', async () => {
    const res = await fetchResource(
      `${fixtures.url}/acqsc/news-publications/quality-bulletin/aged-care-quality-bulletin-91-november-2026`,
    );
    if (res.status !== 'ok') throw new Error('expected a page');
    const { title, text } = extractMainText(res.body.toString('utf8'));
    expect(title).toBe('Aged Care Quality Bulletin #91 – November 2026');
    expect(text).toContain('Priority 1 incidents.\nThe Commission has opened a new complaints pathway');
    expect(text).not.toMatch(/Contact us|dataLayer|Traditional Custodians|Skip to main content|Breadcrumb/);
  });
});
