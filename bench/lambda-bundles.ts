// Lambda bundle budget: every API capability's Lambda and the pre-sign-up trigger, bundled exactly as ProjectFunction
// deploys them (infra/lib/bundling.ts), measured for size and for how long a fresh Node process takes to import them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CAPABILITIES } from '../shared/routes';
import { bundleLambda, LAMBDA_NODE_TARGET } from '../infra/lib/bundling';
import { capabilityEntry, PRE_SIGN_UP_ENTRY, WORKFLOW_TASKS } from '../infra/lib/entries';
import type { BenchFigure, BenchSection } from './types';

export const TARGET_BUNDLE_KIB = 400;
export const TARGET_COLD_IMPORT_MS = 70;
/** Measured runs per bundle; one more run before them warms the file cache and is not counted. */
export const COLD_IMPORT_RUNS = 7;

export const LAMBDAS: readonly { name: string; entry: string }[] = [
  ...CAPABILITIES.map((capability) => ({ name: capability, entry: capabilityEntry(capability) })),
  { name: 'pre-sign-up', entry: PRE_SIGN_UP_ENTRY },
  ...Object.entries(WORKFLOW_TASKS).map(([task, entry]) => ({ name: `monitoring-${task}`, entry })),
];

/** The environment Lambda gives a function, with dummy credentials: importing must not need real ones. */
const LAMBDA_LIKE_ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  AWS_REGION: 'ap-southeast-2',
  AWS_DEFAULT_REGION: 'ap-southeast-2',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
  TABLE_NAME: 'bench',
  POWERTOOLS_SERVICE_NAME: 'bench',
  NODE_OPTIONS: '--enable-source-maps',
};

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Milliseconds a new Node process spends in `await import(bundle)`, timed inside the process. */
function coldImportMs(entryFile: string): number {
  const script = `const start = performance.now(); await import(${JSON.stringify(pathToFileURL(entryFile).href)}); process.stdout.write(String(performance.now() - start));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: tmpdir(),
    env: LAMBDA_LIKE_ENV,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`Importing ${entryFile} failed: ${child.stderr}`);
  const ms = Number(child.stdout);
  if (!Number.isFinite(ms))
    throw new Error(`Unexpected output from the import of ${entryFile}: ${child.stdout}`);
  return ms;
}

const round = (value: number) => Math.round(value * 10) / 10;
const kib = (bytes: number) => round(bytes / 1024);

export async function measure(): Promise<BenchSection> {
  const workdir = mkdtempSync(join(tmpdir(), 'lambda-bench-'));
  const figures: BenchFigure[] = [];
  const details: string[] = [];
  try {
    for (const lambda of LAMBDAS) {
      const report = await bundleLambda(lambda.entry, join(workdir, lambda.name));
      coldImportMs(report.entryFile);
      const times = Array.from({ length: COLD_IMPORT_RUNS }, () => coldImportMs(report.entryFile));
      const coldImport = median(times);
      figures.push(
        {
          name: `lambda ${lambda.name} bundle`,
          value: kib(report.coldStartBytes),
          unit: 'KiB',
          target: TARGET_BUNDLE_KIB,
        },
        { name: `lambda ${lambda.name} bundle, all chunks`, value: kib(report.totalBytes), unit: 'KiB' },
        {
          name: `lambda ${lambda.name} cold import`,
          value: round(coldImport),
          unit: 'ms',
          target: TARGET_COLD_IMPORT_MS,
        },
      );
      details.push(`${lambda.name}: ${times.map((t) => Math.round(t)).join(', ')} ms`);
    }
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
  return {
    section: 'Lambda bundles',
    figures,
    notes: [
      `Bundled with ProjectFunction's esbuild options (minified ESM, target ${LAMBDA_NODE_TARGET}, code splitting, AWS SDK included, zod English-only). "bundle" is the code a cold start loads (entry plus statically imported chunks); "all chunks" adds the lazily imported ones.`,
      `Cold import: median of ${COLD_IMPORT_RUNS} fresh Node ${process.version} processes (after one uncounted warm-up), each timing await import() with --enable-source-maps and dummy AWS settings; Lambda runs Node 22 on arm64, so absolute times differ there.`,
      `Runs: ${details.join('; ')}.`,
    ],
  };
}

// Run directly: node --import tsx bench/lambda-bundles.ts
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const section = await measure();
  console.log(JSON.stringify(section, null, 2));
}
