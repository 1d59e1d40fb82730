// Source configuration: a source is disabled or repointed by configuration alone.
import { describe, expect, it } from 'vitest';
import { loadSources, SourceConfigError } from './registry';

describe('loadSources', () => {
  it('lists the five sources by default', () => {
    expect(loadSources({}).map((s) => [s.id, s.adapter.type])).toEqual([
      ['legislation', 'legislation-api'],
      ['health', 'rss'],
      ['acqsc', 'html-list'],
      ['my-aged-care', 'html-list'],
      ['services-australia', 'html-list'],
    ]);
  });

  it('disables, repoints and re-selects a source from the environment', () => {
    const sources = loadSources({
      SOURCES_CONFIG: JSON.stringify({
        acqsc: { enabled: false },
        'my-aged-care': { adapter: { selectors: { item: '.teaser' } } },
      }),
      SOURCE_BASE_URL_SERVICES_AUSTRALIA: 'https://example.gov.au/providers',
    });
    const byId = Object.fromEntries(sources.map((s) => [s.id, s]));
    expect(byId.acqsc?.enabled).toBe(false);
    expect(byId['services-australia']?.baseUrl).toBe('https://example.gov.au/providers');
    const mac = byId['my-aged-care']?.adapter;
    expect(mac?.type === 'html-list' && mac.selectors).toMatchObject({
      item: '.teaser',
      title: 'a.news-list__link',
    });
  });

  it('names the source and field of a bad override', () => {
    expect(() => loadSources({ SOURCES_CONFIG: '{"health":{"baseUrl":"not a url"}}' })).toThrow(
      /Source "health".*baseUrl/,
    );
    expect(() => loadSources({ SOURCES_CONFIG: '{' })).toThrow(SourceConfigError);
  });
});
