// One measured monitoring run, in a process of its own so that its peak memory is the run's alone: the local stack
// runs in a child process (bench/monitoring-stack.ts), this process executes the workflow against it as
// `npm run monitor` does against `npm start`: the baseline run first, then the next day's run that finds the changes
// and notifies every subscriber in simulation, which is the one measured. Prints the figures as one JSON line.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runMonitoringLocally } from '../infra/local/monitor';

const child = spawn(
  process.execPath,
  [
    '--openssl-legacy-provider',
    '--import',
    'tsx',
    fileURLToPath(new URL('./monitoring-stack.ts', import.meta.url)),
  ],
  { stdio: ['pipe', 'pipe', 'inherit'], env: process.env },
);
const env = await new Promise<Record<string, string>>((resolve, reject) => {
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    try {
      resolve((JSON.parse(line) as { env: Record<string, string> }).env);
    } catch {
      // not the environment line
    }
  });
  child.on('exit', (code) => reject(new Error(`the benchmark stack exited (${String(code)})`)));
});
Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'ERROR' });

try {
  const baseline = await runMonitoringLocally({ trigger: 'manual' }, { noRetryWait: true });
  if (baseline.status !== 'SUCCEEDED') throw new Error(`baseline run failed: ${baseline.error ?? ''}`);
  const started = performance.now();
  const result = await runMonitoringLocally({ trigger: 'manual' }, { noRetryWait: true });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 'SUCCEEDED') throw new Error(`run failed: ${result.error ?? ''}`);
  const summary = (
    result.output as {
      summary?: { messages: Record<string, number>; updatesCreated: number; subscribers: number };
    }
  ).summary;
  const messages = summary ? Object.values(summary.messages).reduce((a, b) => a + b, 0) : 0;
  console.log(
    JSON.stringify({
      subscribers: summary?.subscribers ?? 0,
      updates: summary?.updatesCreated ?? 0,
      messages,
      seconds,
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
    }),
  );
} finally {
  child.stdin.end();
  await new Promise((r) => child.on('exit', r));
}
