// API speed against the local gateway: 10 connections for 10 s per route (as autocannon -c 10 -d 10 would), beside a
// raw DynamoDB GetItem loop on the same dynalite in the same run, so that the figure that matters is the ratio to the
// raw read (this machine's speed cancels out). The stack runs in a process of its own (bench/api-stack.ts), as
// `npm start` does beside its callers. Figures, not assertions.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { BenchFigure, BenchSection } from './types';

export const CONNECTIONS = 10;
export const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
export const READ_RATIO_TARGET = 3;
export const UPSERT_RATIO_TARGET = 5;
const WARM_UP_SECONDS = 1;

interface StackInfo {
  gateway: string;
  dynamodb: string;
  table: string;
  token: string;
  userId: string;
}

interface Run {
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** `connections` loops, each sending the next request when its last one is answered, for `seconds`. */
async function load(
  call: () => Promise<boolean>,
  seconds = SECONDS,
  connections = CONNECTIONS,
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const ok = await call().catch(() => false);
        latencies.push(performance.now() - started);
        if (!ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors,
  };
}

async function startStack(): Promise<{ info: StackInfo; stop: () => Promise<void> }> {
  const script = fileURLToPath(new URL('./api-stack.ts', import.meta.url));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', script], {
    env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<StackInfo>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The benchmark stack exited (${code}) before it was ready`)),
    );
    lines.on('line', (line) => {
      if (line.startsWith('{"gateway"')) resolve(JSON.parse(line) as StackInfo);
    });
  });
  return {
    info,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

const ms = (n: number) => Math.round(n * 10) / 10;

export async function measure(): Promise<BenchSection> {
  const { info, stop } = await startStack();
  try {
    const db = new DynamoDBClient({
      endpoint: info.dynamodb,
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const rawRead = async () => {
      const res = await db.send(
        new GetItemCommand({
          TableName: info.table,
          Key: { pk: { S: `USER#${info.userId}` }, sk: { S: 'PROFILE' } },
        }),
      );
      return Boolean(res.Item);
    };
    await load(rawRead, WARM_UP_SECONDS);
    const raw = await load(rawRead);
    const auth = { authorization: `Bearer ${info.token}` };
    const get = (path: string) => async () => (await fetch(`${info.gateway}${path}`, { headers: auth })).ok;
    let n = 0;
    const routes: [string, () => Promise<boolean>, number][] = [
      ['GET /api/user', get('/api/user'), READ_RATIO_TARGET],
      ['GET /api/policy-updates', get('/api/policy-updates?limit=10'), READ_RATIO_TARGET],
      ['GET /api/policy-updates/recent', get('/api/policy-updates/recent'), READ_RATIO_TARGET],
      ['GET /api/business-profile', get('/api/business-profile'), READ_RATIO_TARGET],
      [
        // Everyone subscribing the same address at once: the upsert path with its lookups and welcome.
        'POST /api/subscribers (same subscriber)',
        async () => {
          n++;
          const res = await fetch(`${info.gateway}/api/subscribers`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n % 250}` },
            body: JSON.stringify({ email: 'same.subscriber@bench.example.com.au', emailEnabled: true }),
          });
          return res.ok;
        },
        UPSERT_RATIO_TARGET,
      ],
    ];
    const figures: BenchFigure[] = [{ name: 'raw DynamoDB GetItem p50', value: ms(raw.p50), unit: 'ms' }];
    const notes = [
      `${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up; the raw read is the same user item on the same dynalite.`,
      `raw GetItem: ${raw.requests} reads, p99 ${ms(raw.p99)} ms.`,
    ];
    // BENCH_API_ROUTES=policy-updates,profile measures only the routes whose name contains one of the words.
    const only = process.env.BENCH_API_ROUTES?.split(',').filter(Boolean);
    for (const [name, call, target] of routes) {
      if (only && !only.some((word) => name.includes(word))) continue;
      // A second of warm-up first: the handler's module is imported on its first request, and the JIT settles.
      await load(call, WARM_UP_SECONDS);
      const run = await load(call);
      figures.push({ name: `${name} p50 / raw p50`, value: ms(run.p50 / raw.p50), unit: 'x', target });
      notes.push(
        `${name}: p50 ${ms(run.p50)} ms, p99 ${ms(run.p99)} ms, ${run.requests} requests, ${run.errors} errors.`,
      );
    }
    db.destroy();
    return { section: 'API speed (local gateway, ratio to a raw DynamoDB read)', figures, notes };
  } finally {
    await stop();
  }
}

// Run directly: node --import tsx bench/api-speed.ts
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const section = await measure();
  console.log(JSON.stringify(section, null, 2));
}
