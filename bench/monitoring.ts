// Monitoring run benchmark: 5 fixture sources and 10,000 subscribers (half with business profiles, simulation
// sinks), executed as `npm run monitor` executes a run (bench/monitoring-run.ts, in a process of its own).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchSection } from './types';

export const SUBSCRIBERS = 10_000;
export const TARGET_SECONDS = 60;
export const TARGET_PEAK_RSS_MIB = 512;

interface RunFigures {
  subscribers: number;
  updates: number;
  messages: number;
  seconds: number;
  peakRssMiB: number;
}

export async function measure(): Promise<BenchSection> {
  const script = fileURLToPath(new URL('./monitoring-run.ts', import.meta.url));
  const run = spawnSync(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', script], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_SUBSCRIBERS: String(SUBSCRIBERS), POWERTOOLS_LOG_LEVEL: 'ERROR' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = run.stdout
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"subscribers"'));
  if (run.status !== 0 || !line) {
    throw new Error(`The monitoring benchmark run failed:\n${run.stderr.slice(-4000)}`);
  }
  const f = JSON.parse(line) as RunFigures;
  return Promise.resolve({
    section: `Monitoring run: 5 fixture sources, ${f.subscribers.toLocaleString('en-AU')} subscribers, ${f.updates} updates`,
    figures: [
      {
        name: 'total time of the run',
        value: Number(f.seconds.toFixed(1)),
        unit: 's',
        target: TARGET_SECONDS,
      },
      {
        name: 'peak RSS of the process running it',
        value: Math.round(f.peakRssMiB),
        unit: 'MiB',
        target: TARGET_PEAK_RSS_MIB,
      },
      { name: 'messages (email and SMS, simulation)', value: f.messages, unit: 'messages' },
      { name: 'messages per second', value: Math.round(f.messages / f.seconds), unit: 'msg/s' },
    ],
    notes: [
      'Half of the subscribers have a business profile (personalised insight), one in five also gets SMS.',
      'The local stack (dynalite, s3rver, fixture sites) runs in a separate process, as `npm start` does for `npm run monitor`.',
    ],
  });
}
