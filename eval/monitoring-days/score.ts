// Runs the real source check (fetch, read, compare, store) day by day over a multi-day fixture set and scores what it
// reported against the set's expected changes: new and changed items (precision and recall), noise alerts, alerts
// for items that merely fell off the listing, and faulty days (each must end as a fault for its source only).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { checkSource, type CheckResult } from '../../functions/lib/sources/check';
import { DEFAULT_SOURCES, type SourceConfig } from '../../functions/lib/sources/registry';

const HERE = new URL('.', import.meta.url).pathname;

interface ExpectedDay {
  day: number;
  date?: string;
  file?: string;
  http?: number;
  timeout?: boolean;
  oversizeBytes?: number;
  baseline?: boolean;
  new: string[];
  changed: string[];
  fellOff?: string[];
  fault: string | null;
}

interface ExpectedSet {
  sources: Record<string, { url: string; days: ExpectedDay[] }>;
}

export interface SourceScore {
  source: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Alerts on a healthy day that the set does not expect (noise). */
  noiseAlerts: number;
  /** Alerts for items that only fell off the bottom of the listing. */
  fellOffAlerts: number;
  faultDays: number;
  faultsDetected: number;
  /** Healthy days the check reported as failed. */
  falseFaults: number;
  /** Faulty days that nevertheless produced alerts. */
  alertsOnFaultDays: number;
  /** One line per day that did not go as expected. */
  misses: string[];
  /** Notes the check gave on days it succeeded (for example, read with the generic reader). */
  notes: number;
}

/** The identity of an item URL for comparison: its path and query (the fixture server stands in for the sites). */
function key(url: string): string {
  const u = new URL(url);
  u.hash = '';
  for (const p of [...u.searchParams.keys()]) if (p.startsWith('utm_')) u.searchParams.delete(p);
  return `${u.pathname.replace(/\/$/, '')}${u.search}`;
}

function listingPath(config: SourceConfig): string {
  if (config.adapter.type === 'html-list') return config.adapter.listPath;
  if (config.adapter.type === 'rss') return config.adapter.feedPath;
  throw new Error(`${config.id}: only listing and feed sources are in the day sets`);
}

async function serve(respond: (path: string) => { status: number; body?: string; hang?: boolean }) {
  const open = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    const answer = respond(new URL(req.url ?? '/', 'http://x').pathname);
    if (answer.hang) {
      open.add(res);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Scores one set (a folder beside this file). Each source is checked under its own id, prefixed with `prefix`. */
export async function scoreDaySet(set: string, prefix: string): Promise<SourceScore[]> {
  const expected = JSON.parse(readFileSync(join(HERE, set, 'expected.json'), 'utf8')) as ExpectedSet;
  const scores: SourceScore[] = [];
  for (const [sourceId, { days }] of Object.entries(expected.sources)) {
    const base = DEFAULT_SOURCES.find((s) => s.id === sourceId);
    if (!base) throw new Error(`Unknown source ${sourceId} in ${set}`);
    let today: ExpectedDay | undefined;
    const path = listingPath(base);
    const server = await serve((requested) => {
      if (requested !== path || !today) return { status: 404, body: 'Not found' };
      if (today.timeout) return { status: 0, hang: true };
      if (today.http) return { status: today.http, body: '<html><body><h1>Server error</h1></body></html>' };
      if (today.oversizeBytes) return { status: 200, body: `<html><body>${'x'.repeat(today.oversizeBytes)}` };
      return { status: 200, body: readFileSync(join(HERE, set, today.file ?? ''), 'utf8') };
    });
    const id = `${prefix}-${sourceId}`;
    const config: SourceConfig = { ...base, id, baseUrl: server.origin };
    const score: SourceScore = {
      source: sourceId,
      truePositives: 0,
      falsePositives: 0,
      falseNegatives: 0,
      noiseAlerts: 0,
      fellOffAlerts: 0,
      faultDays: 0,
      faultsDetected: 0,
      falseFaults: 0,
      alertsOnFaultDays: 0,
      misses: [],
      notes: 0,
    };
    try {
      for (const day of days) {
        today = day;
        const now = new Date(`${day.date ?? '2026-11-01'}T20:00:00Z`);
        const result: CheckResult = await checkSource(id, `${id}-day-${day.day}`, {
          source: config,
          now: () => now,
          fetch: { timeoutMs: 400, retries: 0, backoffMs: 1, sleep: async () => {} },
          storeSnapshot: async () => 'not-kept',
        });
        // Updates from before the first check go to the feed only: they are not alerts.
        const reported = result.changes.filter((c) => !c.backfill).map((c) => `${c.kind} ${key(c.url)}`);
        const wanted = [
          ...day.new.map((u) => `new ${key(u)}`),
          ...day.changed.map((u) => `changed ${key(u)}`),
        ];
        const fellOff = new Set((day.fellOff ?? []).map(key));
        if (day.fault) {
          score.faultDays++;
          if (result.status === 'failed') score.faultsDetected++;
          else
            score.misses.push(`day ${day.day}: ${day.fault} page not taken for a fault (${result.status})`);
          if (reported.length) {
            score.alertsOnFaultDays++;
            score.misses.push(`day ${day.day}: alerts on a ${day.fault} day: ${reported.join(', ')}`);
          }
          score.falsePositives += reported.length;
          continue;
        }
        if (result.status === 'failed') {
          score.falseFaults++;
          score.misses.push(`day ${day.day}: a healthy page taken for a fault: ${result.reason ?? ''}`);
        } else if (result.reason) score.notes++;
        for (const r of reported) {
          if (wanted.includes(r)) score.truePositives++;
          else {
            score.falsePositives++;
            const url = r.slice(r.indexOf(' ') + 1);
            if (fellOff.has(url)) score.fellOffAlerts++;
            else score.noiseAlerts++;
            score.misses.push(`day ${day.day}: unexpected alert ${r}`);
          }
        }
        for (const w of wanted) {
          if (!reported.includes(w)) {
            score.falseNegatives++;
            score.misses.push(`day ${day.day}: missed ${w}`);
          }
        }
      }
    } finally {
      await server.stop();
    }
    scores.push(score);
  }
  return scores;
}

export function describeScore(set: string, s: SourceScore): string {
  const precision = s.truePositives / Math.max(1, s.truePositives + s.falsePositives);
  const recall = s.truePositives / Math.max(1, s.truePositives + s.falseNegatives);
  return (
    `${set} ${s.source.padEnd(20)} precision ${(100 * precision).toFixed(1)} %  recall ${(100 * recall).toFixed(1)} %` +
    `  noise alerts ${s.noiseAlerts}  fell-off alerts ${s.fellOffAlerts}  faults ${s.faultsDetected}/${s.faultDays}` +
    `  false faults ${s.falseFaults}  generic-reader notes ${s.notes}`
  );
}
