// What `npm start` and `npm run dev` share: the start banner, clean shutdown on Ctrl-C, and one-line start errors.
import { relative } from 'node:path';
import { DataDirInUseError, type LocalStack } from './stack';
import { PortInUseError } from './ports';
import { LocalSettingError, PORT_SETTINGS, SERVICE_NAMES } from './settings';
import type { SeedResult } from './seed';

export function banner(
  stack: LocalStack,
  seeded: SeedResult,
  extra: { open?: string; lines?: string[] } = {},
): string {
  const rows = SERVICE_NAMES.map((name) => ({
    label: PORT_SETTINGS[name].label,
    port: String(stack.ports[name]),
    env: PORT_SETTINGS[name].env,
  }));
  const width = Math.max(...rows.map((r) => r.label.length));
  const dataDir = relative(process.cwd(), stack.dataDir) || '.';
  const lines = [
    '',
    '  Aged Care Policy Tracker: local stack',
    '',
    `  Open       ${extra.open ?? stack.urls.app}`,
    ...(extra.lines ?? []).map((l) => `  ${l}`),
    '',
    '  Local services on 127.0.0.1 (port, and the env var that changes it)',
    ...rows.map((r) => `    ${r.label.padEnd(width)}  ${r.port.padStart(5)}  ${r.env}`),
    '',
    `  Local data ${dataDir.startsWith('..') ? stack.dataDir : `${dataDir}/`} (dynamodb/, s3/, cognito/: delete them to start afresh)`,
    `  User pool  ${stack.cognito.userPoolId} (web client ${stack.cognito.userPoolClientId})`,
    '             Sign-up and password-reset codes are printed here: nothing is emailed locally.',
  ];
  if (seeded.accounts.length) {
    lines.push('', '  Demo accounts');
    const roleWidth = Math.max(...seeded.accounts.map((a) => a.role.length));
    for (const a of seeded.accounts) lines.push(`    ${a.role.padEnd(roleWidth)}  ${a.email}  ${a.password}`);
  }
  lines.push('', '  Stop       Ctrl-C', '');
  return lines.join('\n');
}

/** Start errors a person can fix (port in use, data dir in use) are one line; anything else shows its stack. */
export function reportStartError(error: unknown): never {
  if (
    error instanceof PortInUseError ||
    error instanceof DataDirInUseError ||
    error instanceof LocalSettingError
  ) {
    console.error(error.message);
  } else {
    console.error('The local stack could not start:', error);
  }
  process.exit(1);
}

/** Ctrl-C (SIGINT) or SIGTERM stops everything and exits 0; a second Ctrl-C exits at once. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`\n${signal} again: exiting without a clean stop.`);
      process.exit(1);
    }
    stopping = true;
    console.log('\nStopping the local stack...');
    const force = setTimeout(() => {
      console.error('The local stack did not stop within 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    stop().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
