// The adapter for each source type named in the registry.
import type { AdapterConfig } from '../registry';
import { htmlListAdapter } from './html-list';
import { legislationAdapter } from './legislation';
import { rssAdapter } from './rss';
import type { SourceAdapter } from './types';

export * from './types';

const ADAPTERS: Record<AdapterConfig['type'], SourceAdapter> = {
  rss: rssAdapter,
  'html-list': htmlListAdapter,
  'legislation-api': legislationAdapter,
};

export function adapterFor(type: AdapterConfig['type']): SourceAdapter {
  return ADAPTERS[type];
}
