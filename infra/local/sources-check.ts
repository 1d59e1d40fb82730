// `npm run sources:check`: reads every monitored source once and prints, per source and channel, how many items its
// configured selectors read, the first three, whether the generic reader agrees, and the channel's health. Against
// the offline fixture sites by default; `SOURCES=live` reads the real government sites (run it after deploying, and
// when a source starts failing). Nothing is stored.
import { startFixtureServer } from './fixtures/server';
import { formatReports, inspectSource } from '../../functions/lib/sources/inspect';
import { loadSources } from '../../functions/lib/sources/registry';

async function main(): Promise<void> {
  const live = process.env.SOURCES === 'live';
  const fixtures = live ? undefined : await startFixtureServer({ port: 0 });
  try {
    const env = fixtures ? { ...process.env, ...fixtures.env() } : process.env;
    console.log(
      live ? 'Reading the live sites.' : `Reading the offline fixture sites at ${fixtures?.url ?? ''}.`,
    );
    const reports = [];
    for (const source of loadSources(env)) reports.push(await inspectSource(source));
    console.log(`\n${formatReports(reports)}`);
    const failing = reports.flatMap((r) => r.channels.filter((c) => r.enabled && c.health !== 'ok'));
    process.exitCode = failing.length ? 1 : 0;
  } finally {
    await fixtures?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
