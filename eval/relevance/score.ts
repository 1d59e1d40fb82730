// Scores the relevance rule (functions/lib/notify/relevance.ts) on a labelled set of updates, written blind by a
// reviewer who never saw the rule. Each update is checked against a spread of providers; what matters most is how
// many relevant updates the rule would hide (missed), then how many irrelevant ones it catches.
// Usage: node --import tsx eval/relevance/score.ts [dev|test] [--details]
import { readFileSync } from 'node:fs';
import type { AustralianState, ServiceSetting } from '../../shared/contracts/business-profile';
import { relevanceFor, type ProviderScope } from '../../functions/lib/notify/relevance';

export interface RelevanceCase {
  id: string;
  source: string;
  title: string;
  summary: string;
  tags?: string[];
  settings: 'all' | ServiceSetting[];
  states: 'all' | AustralianState[];
}

/** Providers of many shapes: one setting, several, one state, several. */
export const PROVIDERS: Array<{ name: string; scope: ProviderScope }> = [
  { name: 'residential NSW', scope: { serviceSettings: ['residential'], states: ['NSW'] } },
  { name: 'Support at Home VIC', scope: { serviceSettings: ['support-at-home'], states: ['VIC'] } },
  { name: 'CHSP QLD', scope: { serviceSettings: ['chsp'], states: ['QLD'] } },
  { name: 'other NT', scope: { serviceSettings: ['other'], states: ['NT'] } },
  { name: 'home care WA+SA', scope: { serviceSettings: ['support-at-home', 'chsp'], states: ['WA', 'SA'] } },
  {
    name: 'residential + home TAS+ACT',
    scope: { serviceSettings: ['residential', 'support-at-home'], states: ['TAS', 'ACT'] },
  },
  { name: 'residential, anywhere', scope: { serviceSettings: ['residential'] } },
  { name: 'any service, VIC', scope: { states: ['VIC'] } },
];

function expected(c: RelevanceCase, p: ProviderScope): boolean {
  const settingsOk =
    !p.serviceSettings?.length ||
    c.settings === 'all' ||
    c.settings.some((s) => p.serviceSettings?.includes(s));
  const statesOk = !p.states?.length || c.states === 'all' || c.states.some((s) => p.states?.includes(s));
  return settingsOk && statesOk;
}

export interface RelevanceScore {
  pairs: number;
  /** Relevant pairs the rule marked not relevant (alerts a provider would miss). */
  missed: number;
  relevant: number;
  /** Irrelevant pairs the rule caught. */
  caught: number;
  irrelevant: number;
  mistakes: Array<{ id: string; provider: string; expected: boolean }>;
}

export function scoreRelevance(cases: RelevanceCase[]): RelevanceScore {
  const score: RelevanceScore = { pairs: 0, missed: 0, relevant: 0, caught: 0, irrelevant: 0, mistakes: [] };
  for (const c of cases)
    for (const p of PROVIDERS) {
      const want = expected(c, p.scope);
      const got = relevanceFor(c, p.scope).relevant;
      score.pairs++;
      if (want) score.relevant++;
      else score.irrelevant++;
      if (want && !got) score.missed++;
      if (!want && !got) score.caught++;
      if (want !== got) score.mistakes.push({ id: c.id, provider: p.name, expected: want });
    }
  return score;
}

export function loadCases(set: string): RelevanceCase[] {
  return JSON.parse(readFileSync(new URL(`./${set}.json`, import.meta.url), 'utf8')) as RelevanceCase[];
}

if (process.argv[1]?.endsWith('score.ts')) {
  const set = process.argv[2] ?? 'dev';
  const s = scoreRelevance(loadCases(set));
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)} %`;
  console.log(
    `${set}: ${s.pairs} update-provider pairs; relevant alerts hidden ${s.missed}/${s.relevant} (${pct(s.missed, s.relevant)}); irrelevant caught ${s.caught}/${s.irrelevant} (${pct(s.caught, s.irrelevant)})`,
  );
  if (process.argv.includes('--details'))
    for (const m of s.mistakes)
      console.log(`  ${m.expected ? 'HIDDEN ' : 'kept   '} ${m.id} for ${m.provider}`);
}
