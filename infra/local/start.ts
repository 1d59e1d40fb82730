// `npm start`: builds the SPA when needed, starts the local stack (data persisted under .local/), seeds it, prints
// where everything is, and stops everything cleanly on Ctrl-C.
import { banner, reportStartError, stopOnSignals } from './cli';
import { seed } from './seed';
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
  stopOnSignals(() => stack.stop());
  const seeded = await seed(stack).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  console.log(banner(stack, seeded, { lines: buildNote ? [buildNote] : [] }));
}

main().catch(reportStartError);
