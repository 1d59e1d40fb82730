// The monitored sources as data: adapter, URLs and selectors live here and can be overridden by configuration
// (SOURCES_CONFIG JSON, SOURCE_BASE_URL_<ID>), so a source is disabled or repointed without a code change.
import * as z from 'zod';

const htmlSelectorsSchema = z.object({
  /** One element per listed item. */
  item: z.string().min(1),
  /** Within the item: the title text. */
  title: z.string().min(1),
  /** Within the item: the link element (defaults to the title selector). */
  link: z.string().min(1).optional(),
  linkAttr: z.string().min(1).default('href'),
  /** Within the item: the date; read from dateAttr when given, else from the text. */
  date: z.string().min(1).optional(),
  dateAttr: z.string().min(1).optional(),
  excerpt: z.string().min(1).optional(),
});
export type HtmlSelectors = z.infer<typeof htmlSelectorsSchema>;

export const adapterSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rss'), feedPath: z.string().min(1) }),
  z.object({
    type: z.literal('html-list'),
    listPath: z.string().min(1),
    selectors: htmlSelectorsSchema,
    /** How the listing writes its dates, in date-fns tokens, day first ("d MMMM yyyy", "dd/MM/yyyy"). */
    dateFormats: z.array(z.string().min(1)).min(1).optional(),
  }),
  z.object({
    type: z.literal('legislation-api'),
    /** The public site that serves each title's text (the API is at baseUrl). */
    siteUrl: z.url(),
    watchedTitles: z.array(z.string().regex(/^[A-Z0-9]+$/)).min(1),
    nameContains: z.array(z.string().min(1)).min(1),
    titlesLookbackDays: z.number().int().positive(),
    versionsLookbackDays: z.number().int().positive(),
    /** The API caps $top at 100. */
    pageSize: z.number().int().min(1).max(100),
    maxPages: z.number().int().min(1).max(20),
  }),
]);
export type AdapterConfig = z.infer<typeof adapterSchema>;

export const sourceConfigSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  baseUrl: z.url(),
  enabled: z.boolean(),
  /** Cron in Australia/Sydney, read by the scheduler. */
  schedule: z.string().min(1),
  adapter: adapterSchema,
});
export type SourceConfig = z.infer<typeof sourceConfigSchema>;

const DAILY = 'cron(0 6 * * ? *)';

export const DEFAULT_SOURCES: readonly SourceConfig[] = [
  {
    id: 'legislation',
    name: 'Federal Register of Legislation',
    baseUrl: 'https://api.prod.legislation.gov.au/v1',
    enabled: true,
    schedule: DAILY,
    adapter: {
      type: 'legislation-api',
      siteUrl: 'https://www.legislation.gov.au',
      watchedTitles: ['C2024A00104', 'F2025L01173'],
      nameContains: ['Aged Care'],
      titlesLookbackDays: 365,
      versionsLookbackDays: 7,
      pageSize: 100,
      maxPages: 5,
    },
  },
  {
    id: 'health',
    name: 'Department of Health, Disability and Ageing',
    baseUrl: 'https://www.health.gov.au',
    enabled: true,
    schedule: DAILY,
    adapter: { type: 'rss', feedPath: '/news/rss.xml' },
  },
  {
    id: 'acqsc',
    name: 'Aged Care Quality and Safety Commission',
    baseUrl: 'https://www.agedcarequality.gov.au',
    enabled: true,
    schedule: DAILY,
    adapter: {
      type: 'html-list',
      listPath: '/news-publications',
      selectors: {
        item: '.view-content .views-row',
        title: '.node__title a',
        linkAttr: 'href',
        date: 'time',
        dateAttr: 'datetime',
        excerpt: '.field--name-body',
      },
      dateFormats: ['yyyy-MM-dd'],
    },
  },
  {
    id: 'my-aged-care',
    name: 'My Aged Care',
    baseUrl: 'https://www.myagedcare.gov.au',
    enabled: true,
    schedule: DAILY,
    adapter: {
      type: 'html-list',
      listPath: '/news-and-updates',
      selectors: {
        item: 'ul.news-list > li.news-list__item',
        title: 'a.news-list__link',
        linkAttr: 'href',
        date: '.news-list__date',
        excerpt: '.news-list__summary',
      },
      dateFormats: ['dd/MM/yyyy'],
    },
  },
  {
    id: 'services-australia',
    name: 'Services Australia',
    baseUrl: 'https://www.servicesaustralia.gov.au',
    enabled: true,
    schedule: DAILY,
    adapter: {
      type: 'html-list',
      listPath: '/news-for-aged-care-providers',
      selectors: {
        item: '.news-listing .card',
        title: '.card__title a',
        linkAttr: 'href',
        date: '.card__date',
        excerpt: '.card__summary',
      },
      dateFormats: ['d MMMM yyyy', 'd MMM yyyy'],
    },
  },
];

export class SourceConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceConfigError';
  }
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function deepMerge(base: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

export const baseUrlEnvVar = (id: string) => `SOURCE_BASE_URL_${id.toUpperCase().replace(/-/g, '_')}`;

/**
 * The sources with configuration applied. SOURCES_CONFIG is a JSON object keyed by source id whose values are
 * merged over the defaults (e.g. {"acqsc":{"enabled":false}}); an id that is not a default must be a full source.
 * SOURCE_BASE_URL_<ID> (dashes as underscores) repoints one source's base URL.
 */
/** The last configuration read, by what it was read from (the feed asks for it on every request). */
let loaded: { from: string; sources: SourceConfig[] } | undefined;

export function loadSources(env: NodeJS.ProcessEnv = process.env): SourceConfig[] {
  let overrides: JsonObject = {};
  if (env.SOURCES_CONFIG?.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.SOURCES_CONFIG);
    } catch {
      throw new SourceConfigError('SOURCES_CONFIG is not valid JSON');
    }
    if (!isObject(parsed))
      throw new SourceConfigError('SOURCES_CONFIG must be a JSON object keyed by source id');
    overrides = parsed;
  }
  const defaults = new Map(DEFAULT_SOURCES.map((s) => [s.id, s as unknown as JsonObject]));
  const ids = [...defaults.keys(), ...Object.keys(overrides).filter((id) => !defaults.has(id))];
  const from = JSON.stringify([env.SOURCES_CONFIG ?? '', ids.map((id) => env[baseUrlEnvVar(id)] ?? '')]);
  if (loaded?.from !== from) loaded = { from, sources: mergeSources(ids, defaults, overrides, env) };
  return loaded.sources;
}

function mergeSources(
  ids: string[],
  defaults: Map<string, JsonObject>,
  overrides: JsonObject,
  env: NodeJS.ProcessEnv,
): SourceConfig[] {
  return ids.map((id) => {
    const patch = overrides[id];
    if (patch !== undefined && !isObject(patch))
      throw new SourceConfigError(`SOURCES_CONFIG.${id} must be an object`);
    let merged: JsonObject = deepMerge(defaults.get(id) ?? {}, { ...(patch ?? {}), id });
    const baseUrl = env[baseUrlEnvVar(id)];
    if (baseUrl) merged = { ...merged, baseUrl };
    const result = sourceConfigSchema.safeParse(merged);
    if (!result.success) {
      const issues = result.error.issues
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      throw new SourceConfigError(`Source "${id}" is not configured correctly: ${issues}`);
    }
    return result.data;
  });
}

export function enabledSources(env: NodeJS.ProcessEnv = process.env): SourceConfig[] {
  return loadSources(env).filter((s) => s.enabled);
}

export function getSource(id: string, env: NodeJS.ProcessEnv = process.env): SourceConfig {
  const source = loadSources(env).find((s) => s.id === id);
  if (!source) throw new SourceConfigError(`Unknown source "${id}"`);
  return source;
}

/** Joins a base URL (which may carry a path) and a path, keeping the base's path. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
