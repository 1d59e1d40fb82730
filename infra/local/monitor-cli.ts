// `npm run monitor`: runs the monitoring workflow once, now, and prints its summary. Against the running `npm start`
// stack when there is one (the run then shows on its admin page), otherwise on a local stack started for the run.
import { describeRun, runMonitoringLocally } from './monitor';
import { readStackState, resolveDataDir, startLocalStack } from './stack';
import { reportStartError } from './cli';

async function main(): Promise<void> {
  const forceSimulation = process.argv.includes('--simulate');
  const state = readStackState(resolveDataDir());
  let stop: (() => Promise<void>) | undefined;
  if (state?.env) {
    console.log(`Running against the local stack started by process ${state.pid}.`);
    Object.assign(process.env, state.env);
  } else {
    console.log(
      'No local stack is running: starting one for this run (its data stays in the local data dir).',
    );
    const stack = await startLocalStack({
      quiet: true,
      command: 'npm run monitor',
      logLevel: process.env.POWERTOOLS_LOG_LEVEL ?? 'ERROR',
    });
    stop = () => stack.stop();
  }
  try {
    const result = await runMonitoringLocally({
      trigger: 'manual',
      requestedBy: 'npm run monitor',
      forceSimulation,
    });
    console.log(await describeRun(result));
    process.exitCode = result.status === 'SUCCEEDED' ? 0 : 1;
  } finally {
    await stop?.();
  }
}

main().catch(reportStartError);
