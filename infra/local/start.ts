// `npm start`: builds the SPA when needed, starts the local stack (data persisted under .local/), seeds it, prints
// where everything is, and stops everything cleanly on Ctrl-C.
import { banner, reportStartError, stopOnSignals } from './cli';
import { Cron } from 'croner';
import { describeRun, ensureBaseline, runMonitoringLocally } from './monitor';
import { seed } from './seed';
import { MONITORING_CRON, MONITORING_TIME_ZONE } from '../lib/monitoring-schedule';
import { buildSpa, spaBuildReason } from './spa';
import { assertPortFree } from './ports';
import { PORT_SETTINGS, portsFromEnv, SERVICE_NAMES } from './settings';
import { DataDirInUseError, readStackState, resolveDataDir, startLocalStack } from './stack';

const COMMAND = 'npm start';

async function main(): Promise<void> {
  // A port or the data already taken should fail at once, not after a build.
  const ports = portsFromEnv();
  for (const name of SERVICE_NAMES) await assertPortFree(ports[name], PORT_SETTINGS[name].env, COMMAND);
  const holder = readStackState(resolveDataDir());
  if (holder) throw new DataDirInUseError(resolveDataDir(), holder.pid);

  const reason = spaBuildReason();
  let buildNote: string | undefined;
  if (reason) {
    console.log(`Building the web app (${reason})...`);
    try {
      await buildSpa();
    } catch (error) {
      const message = (error as Error).message.split('\n').slice(0, 12).join('\n');
      console.error(`\nThe web app could not be built:\n${message}\n`);
      buildNote = 'The web app did not build (see above): the API runs; fix the error and restart.';
    }
  }

  const stack = await startLocalStack({ command: COMMAND });
  let stopScheduled = (): void => undefined;
  stopOnSignals(async () => {
    stopScheduled();
    await stack.stop();
  });
  const seeded = await seed(stack).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  const baseline = await ensureBaseline(stack).catch((error: unknown) => {
    console.error("Recording the sources' baseline failed:", error);
    return null;
  });
  const schedule = scheduleMonitoring();
  stopScheduled = () => schedule.stop();
  const lines = [
    ...(buildNote ? [buildNote] : []),
    `Monitoring daily at 06:00 Australia/Sydney (next ${schedule.nextRun()?.toLocaleString('en-AU', { timeZone: MONITORING_TIME_ZONE }) ?? 'not scheduled'}); \`npm run monitor\` or the admin page runs it now.`,
    stack.fixtures
      ? `Sources    the offline fixture sites${baseline ? ' (baseline recorded on this first start)' : ''}; SOURCES=live watches the real sites.`
      : 'Sources    the real government sites (SOURCES=live).',
  ];
  console.log(banner(stack, seeded, { lines }));
}

/** The same daily run as EventBridge Scheduler's in AWS, while `npm start` runs; runs never overlap. */
function scheduleMonitoring(): Cron {
  return new Cron(MONITORING_CRON, { timezone: MONITORING_TIME_ZONE, protect: true }, async () => {
    console.log(`[monitor] scheduled run starting at ${new Date().toISOString()}`);
    const result = await runMonitoringLocally({ trigger: 'schedule' });
    console.log(await describeRun(result));
  });
}

main().catch(reportStartError);
