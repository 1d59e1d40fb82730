// Relevance before any model: which service settings and which states an update is about, read from its title,
// summary and tags, and whether that leaves a provider out. It errs towards "relevant": an update is marked 'Not
// relevant to your services' only when it is clearly about other services or other states, because a provider who
// misses an alert that did concern them pays far more than one who reads an alert that did not.
//
// The settings are those the title and the summary name, leaving out the sentences that say what an update does not
// cover ("respite in an aged care home has not moved to Support at Home"). A text that names three or more settings,
// or says it applies to every provider, is about all of them. A state counts when the title
// names it, or the summary ties providers or a government to it ("providers operating in the Northern Territory",
// "the ACT Government"); a state named as an example or a meeting place does not.
import {
  AUSTRALIAN_STATES,
  SERVICE_SETTINGS,
  type AustralianState,
  type ServiceSetting,
} from '../../../shared/contracts/business-profile';
import { RecentMap } from '../recent-map';

export interface UpdateText {
  title: string;
  summary?: string | undefined;
  tags?: readonly string[] | undefined;
}

/** What an update is about: the settings and states it concerns ('all' when it is not limited to some). */
export interface UpdateScope {
  settings: 'all' | ServiceSetting[];
  states: 'all' | AustralianState[];
}

export interface ProviderScope {
  serviceSettings?: readonly ServiceSetting[] | undefined;
  states?: readonly AustralianState[] | undefined;
}

export type Relevance = { relevant: true } | { relevant: false; reason: string };

/** Words that name a setting. Generic home care ("in-home services") is both Support at Home and CHSP. */
const SETTING_SIGNALS: Array<{ settings: ServiceSetting[]; pattern: RegExp }> = [
  {
    settings: ['residential'],
    pattern:
      /\b(?:residential(?! address)|aged care homes?|care homes?|nursing homes?|AN-ACC|care minutes?|24\/7 (?:RN|registered nurses?)|registered nurse care minutes|star ratings?|(?:refundable )?accommodation (?:deposits?|payments?|supplements?|bonds?|pric(?:es?|ing)|charges?)|operational (?:places|beds)|RADs?|DAPs?|hotelling supplement|permanent residents?|entry and departure)\b/i,
  },
  {
    settings: ['support-at-home'],
    pattern:
      /\b(?:support at home|home care packages?|HCPs?|quarterly budgets?|care management|care partners?|self-manag(?:e|ed|ing|ement)|AT-HM|assistive technology and home modifications|short-term restorative care|STRC|end-of-life pathway|restorative care pathway)\b/i,
  },
  {
    settings: ['support-at-home', 'chsp'],
    pattern:
      /\b(?:in-home(?: aged)?(?: care| services?| support)?|(?:help|care|services) at home|home and community (?:care|services?|support)|community (?:care|services?|support)|home aged care|(?:people's|people’s|their|clients'?|someone's|a person's) (?:own )?homes|home care(?! packages?)|home support(?! programme)|domiciliary|home modifications?|assistive technology)\b/i,
  },
  {
    settings: ['chsp'],
    pattern:
      /\b(?:CHSP|commonwealth home support(?: programme| program)?|centre-based respite|cottage respite|flexible respite|community grants hub|meals on wheels|social support groups?|data exchange|activity work plans?)\b/i,
  },
  {
    settings: ['other'],
    pattern:
      /\b(?:NATSIFACP?|national aboriginal and torres strait islander flexible aged care|multi-purpose services?|MPSs?|transition care(?: programme| program)?|flexible care)\b/i,
  },
];

/** Words that say an update concerns every provider, whatever it delivers. */
const QUALIFIERS = '(?:(?:registered|approved|aged care|(?:government-|commonwealth-)?funded) )*';
const EVERY_PROVIDER = new RegExp(
  [
    `(?:all|any|every) ${QUALIFIERS}(?:providers?|services?|organisations?)`,
    'providers of (?:any|all|every) (?:service )?types?',
    'all (?:service |care )?(?:settings|types|programs|programmes)',
    'all provider types',
    '(?:providers|organisations) of all (?:sizes|types|kinds)',
    'all registration categories',
    'regardless of (?:the )?(?:service|setting|program|programme|care type)',
    'whatever (?:services?|care|type)',
    'sector-?wide',
    '(?:the )?whole (?:aged care )?sector',
    'across (?:the )?(?:aged care )?sector',
    'alike',
    'across (?:all|every) (?:settings|programs|programmes|service types)',
  ]
    .map((p) => `\\b${p}\\b`)
    .join('|'),
  'i',
);

/** An emergency (a fire, flood, storm or heatwave) concerns every kind of service in the places it strikes. */
const EMERGENCY =
  /\b(?:emergenc(?:y|ies)|bushfires?|fires?|floods?|flooding|cyclones?|storms?|heatwaves?|earthquakes?|evacuat(?:e|ion)|disasters?)\b/i;

/**
 * A sentence that says what an update does not concern ("respite in an aged care home has not moved"), or names a
 * setting only as an example ("for example, home care workers engaged through platforms").
 */
const CONTRAST =
  /\b(?:for example|for instance|e\.g\.|not|never|nor|no longer|unaffected|unchanged|rather than|instead of|unlike|except|excluding|other than|separate guidance|separately)\b|n't\b/i;

const STATE_WORDS: Record<AustralianState, string> = {
  NSW: 'New South Wales|NSW',
  VIC: 'Victorian?|VIC',
  QLD: 'Queensland|QLD',
  WA: 'Western Australian?|WA',
  SA: 'South Australian?|SA',
  TAS: 'Tasmanian?|TAS',
  ACT: 'Australian Capital Territory|ACT',
  NT: 'Northern Territory|NT',
};
const STATE_NAMES = Object.fromEntries(
  Object.entries(STATE_WORDS).map(([id, words]) => [id, new RegExp(`\\b(?:${words})\\b`)]),
) as Record<AustralianState, RegExp>;

/** A state tied to providers or to its government in a summary, not named in passing. */
function scopingPhrases(name: string): RegExp[] {
  return [
    new RegExp(
      `\\b[Pp]roviders? (?:(?:operating|located|based|delivering services|working)\\s+)?(?:in|across) (?:(?:parts of|regional|rural|remote|the)\\s+)*(?:[\\w-]+\\s+){0,2}(?:${name})\\b`,
    ),
    new RegExp(`\\b(?:${name}) (?:aged care )?providers\\b`),
    new RegExp(`\\b(?:${name}) Government\\b`),
    new RegExp(`\\bCommonwealth\\s*(?:[–—-]|and the)\\s*(?:${name})\\b`),
    new RegExp(
      `\\b(?:[Aa]ffected|[Ii]mpacted) (?:parts|areas|regions) of (?:[\\w-]+\\s+){0,2}(?:${name})\\b`,
    ),
  ];
}
const STATE_SCOPING = Object.fromEntries(
  Object.entries(STATE_WORDS).map(([id, words]) => [id, scopingPhrases(words)]),
) as Record<AustralianState, RegExp[]>;

const EVERY_PROVIDER_ANYWHERE = new RegExp(
  `(?:${EVERY_PROVIDER.source})(?! (?:in|across|within|located|operating|based)\\b)`,
  'i',
);

const NATIONAL =
  /\b(?:national (?:guidance|guidelines?|approach|framework|campaign|requirements?|standards?|scheme|register|check)|(?:other|remaining|all other) states(?: and territories)?|each state and territory|your state's|nationally|nation-?wide|national (?:rollout|roll-out|expansion)|rolled out (?:across|to all)|across Australia|Australia-wide|all states and territories|every state and territory|all jurisdictions)\b/i;

function settingsIn(text: string): Set<ServiceSetting> {
  const found = new Set<ServiceSetting>();
  for (const signal of SETTING_SIGNALS)
    if (signal.pattern.test(text)) signal.settings.forEach((s) => found.add(s));
  return found;
}

const ALL_SETTINGS = SERVICE_SETTINGS.length;

const sentences = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/).filter(Boolean);

function settingsScope(update: UpdateText): UpdateScope['settings'] {
  const summary = update.summary ?? '';
  if (EVERY_PROVIDER.test(update.title) || EVERY_PROVIDER.test(summary)) return 'all';
  if (EMERGENCY.test(update.title) || (update.tags ?? []).some((t) => EMERGENCY.test(t))) return 'all';
  // What the title names, and what the summary's sentences name, leaving out those that say what it does not cover.
  const found = settingsIn(update.title);
  for (const sentence of sentences(summary))
    if (!CONTRAST.test(sentence)) settingsIn(sentence).forEach((s) => found.add(s));
  if (found.size === 0) (update.tags ?? []).forEach((tag) => settingsIn(tag).forEach((s) => found.add(s)));
  // Three settings named is a sector-wide update that lists examples; no setting named is a general one.
  if (found.size === 0 || found.size >= ALL_SETTINGS - 1) return 'all';
  return SERVICE_SETTINGS.map((s) => s.id).filter((id) => found.has(id));
}

function statesScope(update: UpdateText): UpdateScope['states'] {
  const summary = update.summary ?? '';
  const ids = AUSTRALIAN_STATES.map((s) => s.id);
  const inTitle = ids.filter((id) => STATE_NAMES[id].test(update.title));
  // A sentence that ties providers to a state counts every state it names ("providers in south-east Queensland and
  // northern New South Wales").
  const tied = new Set<AustralianState>();
  for (const sentence of sentences(summary))
    if (ids.some((id) => STATE_SCOPING[id].some((re) => re.test(sentence))))
      ids.filter((id) => STATE_NAMES[id].test(sentence)).forEach((id) => tied.add(id));
  if (NATIONAL.test(update.title) || NATIONAL.test(summary)) return 'all';
  // "All providers" (not "all providers in the affected areas") is everyone, wherever they are.
  if (EVERY_PROVIDER_ANYWHERE.test(update.title) || EVERY_PROVIDER_ANYWHERE.test(summary)) return 'all';
  if (inTitle.length) {
    // The title limits it; the summary may add neighbours ("South East Queensland and northern New South Wales").
    const named = ids.filter((id) => inTitle.includes(id) || STATE_NAMES[id].test(summary));
    return named.length >= ids.length - 1 ? 'all' : named;
  }
  if (tied.size === 0 || tied.size >= ids.length - 1) return 'all';
  return ids.filter((id) => tied.has(id));
}

/** The settings and states an update is about, from its words alone. */
/**
 * Scopes worked out lately: by the update object (a feed page asks for the same kept updates again and again), else
 * by the text they were read from.
 */
const scopesOf = new WeakMap<UpdateText, UpdateScope>();
const scopes = new RecentMap<string, UpdateScope>(500);

export function updateScope(update: UpdateText): UpdateScope {
  const same = scopesOf.get(update);
  if (same) return same;
  const key = JSON.stringify([update.title, update.summary ?? '', update.tags ?? []]);
  const scope = scopes.get(key) ?? { settings: settingsScope(update), states: statesScope(update) };
  scopes.set(key, scope);
  scopesOf.set(update, scope);
  return scope;
}

const SETTING_LABEL = new Map(SERVICE_SETTINGS.map((s) => [s.id, s.label.replace(/ \(.*\)$/, '')]));
const STATE_LABEL = new Map(AUSTRALIAN_STATES.map((s) => [s.id, s.label]));

function inWords(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * Whether an update concerns a provider. A provider who has not said what it delivers or where gets everything; an
 * update about other services, or about other states only, is not relevant, with the reason in words.
 */
export function relevanceFor(update: UpdateText, provider: ProviderScope | null | undefined): Relevance {
  const mine = provider?.serviceSettings ?? [];
  const where = provider?.states ?? [];
  if (!mine.length && !where.length) return { relevant: true };
  const scope = updateScope(update);
  if (mine.length && scope.settings !== 'all' && !scope.settings.some((s) => mine.includes(s)))
    return {
      relevant: false,
      reason: `This update is about ${inWords(scope.settings.map((s) => SETTING_LABEL.get(s) ?? s))} only.`,
    };
  if (where.length && scope.states !== 'all' && !scope.states.some((s) => where.includes(s)))
    return {
      relevant: false,
      reason: `This update concerns providers in ${inWords(scope.states.map((s) => STATE_LABEL.get(s) ?? s))} only.`,
    };
  return { relevant: true };
}
