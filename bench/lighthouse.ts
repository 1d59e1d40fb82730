// Lighthouse on the public pages a newcomer lands on ("/", "/pro", "/auth"), served by the local gateway as
// CloudFront serves them (compressed, hashed assets immutable), in Debian's Chromium. Mobile is Lighthouse's default:
// a mid-range phone on a slow 4G connection, simulated. Performance is printed here (it depends on the machine's
// load); accessibility, which does not, is also asserted by e2e/lighthouse.e2e.ts.
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launchChromium } from '../e2e/chromium';
import { startTestStack } from '../infra/local/testing';
import { ensureSpaBuilt } from './landing-js';
import type { BenchSection } from './types';

export const LIGHTHOUSE_PAGES = ['/', '/pro', '/auth'] as const;
export const PERFORMANCE_TARGET = 95;
export const ACCESSIBILITY_TARGET = 100;

export type Category = 'performance' | 'accessibility';

export interface PageAudit {
  path: string;
  /** 0-100, or null when Lighthouse could not score the category. */
  scores: Partial<Record<Category, number | null>>;
  /** Milliseconds (CLS is unitless). */
  metrics: { fcp?: number; lcp?: number; tbt?: number; cls?: number; speedIndex?: number };
  /** Audits of the scored categories that did not pass, with the elements they name. */
  failures: { category: Category; id: string; title: string; items: string[] }[];
  warnings: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Chromium with a DevTools port Lighthouse can attach to (the same flags as the browser tests). */
async function launchForLighthouse(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  return { browser, port };
}

const round = (n: number | undefined, digits = 0) =>
  n === undefined ? undefined : Math.round(n * 10 ** digits) / 10 ** digits;

function itemLabels(details: unknown): string[] {
  if (!details || typeof details !== 'object' || !('items' in details) || !Array.isArray(details.items))
    return [];
  return (details.items as unknown[]).slice(0, 5).map((item) => {
    const node =
      item && typeof item === 'object' && 'node' in item ? (item.node as Record<string, unknown>) : null;
    const label = node?.selector ?? node?.snippet ?? node?.nodeLabel;
    return typeof label === 'string' ? label : JSON.stringify(item).slice(0, 120);
  });
}

export function summarise(path: string, lhr: Result, categories: Category[]): PageAudit {
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  const failures: PageAudit['failures'] = [];
  const scores: PageAudit['scores'] = {};
  for (const category of categories) {
    const cat = lhr.categories[category];
    scores[category] = cat?.score == null ? null : Math.round(cat.score * 100);
    for (const ref of cat?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 0.9) continue;
      // Performance opportunities are advice, not failures; only list them when the score misses its target.
      if (category === 'performance' && (scores.performance ?? 0) >= PERFORMANCE_TARGET) continue;
      failures.push({ category, id: ref.id, title: result.title, items: itemLabels(result.details) });
    }
  }
  return {
    path,
    scores,
    metrics: {
      fcp: round(audit('first-contentful-paint')),
      lcp: round(audit('largest-contentful-paint')),
      tbt: round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      speedIndex: round(audit('speed-index')),
    },
    failures,
    warnings: lhr.runWarnings,
  };
}

/**
 * Runs Lighthouse (mobile, simulated throttling) on each path of `site`, one after the other in one browser.
 * `categories` narrows the run: accessibility alone takes seconds, performance needs a full trace.
 */
export async function auditPages(
  site: string,
  paths: readonly string[] = LIGHTHOUSE_PAGES,
  categories: Category[] = ['performance', 'accessibility'],
): Promise<PageAudit[]> {
  const { browser, port } = await launchForLighthouse();
  try {
    const results: PageAudit[] = [];
    for (const path of paths) {
      const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: categories };
      const run = await lighthouse(`${site}${path}`, flags);
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (run.lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${path}: ${run.lhr.runtimeError.message}`);
      results.push(summarise(path, run.lhr, categories));
    }
    return results;
  } finally {
    await browser.close();
  }
}

export async function measure(): Promise<BenchSection> {
  const rebuilt = await ensureSpaBuilt();
  const stack = await startTestStack();
  let audits: PageAudit[];
  try {
    audits = await auditPages(stack.urls.app);
  } finally {
    await stack.stop();
  }
  const figures = audits.flatMap((a) => [
    {
      name: `${a.path} mobile performance`,
      value: a.scores.performance ?? 0,
      unit: 'score',
      target: PERFORMANCE_TARGET,
      higherIsBetter: true,
    },
    {
      name: `${a.path} accessibility`,
      value: a.scores.accessibility ?? 0,
      unit: 'score',
      target: ACCESSIBILITY_TARGET,
      higherIsBetter: true,
    },
    { name: `${a.path} largest contentful paint`, value: a.metrics.lcp ?? 0, unit: 'ms' },
    { name: `${a.path} total blocking time`, value: a.metrics.tbt ?? 0, unit: 'ms' },
  ]);
  const notes = [
    rebuilt
      ? 'Built the SPA (frontend/dist was missing or older than its sources).'
      : 'Reused frontend/dist.',
    'Lighthouse mobile (simulated slow 4G, 4x CPU slowdown) against the local gateway; scores vary a few points with load.',
    ...audits.map(
      (a) =>
        `${a.path}: FCP ${a.metrics.fcp} ms, LCP ${a.metrics.lcp} ms, TBT ${a.metrics.tbt} ms, CLS ${a.metrics.cls}, Speed Index ${a.metrics.speedIndex} ms.`,
    ),
    ...audits.flatMap((a) =>
      a.failures.map(
        (f) => `${a.path} ${f.category}: ${f.title}${f.items.length ? ` (${f.items.join('; ')})` : ''}`,
      ),
    ),
    ...audits.flatMap((a) => a.warnings.map((w) => `${a.path} warning: ${w}`)),
  ];
  return { section: 'Lighthouse (mobile)', figures, notes };
}
