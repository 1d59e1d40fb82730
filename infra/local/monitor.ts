// The monitoring workflow, locally: the state machine definition is synthesized by CDK from the same builder as the
// deployed one (infra/lib/monitoring-workflow.ts) and executed with aws-local-stepfunctions, each Task mapped to its
// handler function in this process (DESIGN.md section 8). The one change: the Distributed Map's ItemReader (S3) and
// ItemBatcher do not run locally, so the map reads the batches PrepareAudience's list makes, the way they would.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { WORKFLOW_TASKS, type WorkflowTask } from '../lib/entries';
import type { JsonObject, LocalDefinition } from './workflow-definition';
import type { AudienceRef } from '../../functions/lib/monitoring/tasks';
import { REPO_ROOT } from './settings';

/** aws-local-stepfunctions calls Promise.withResolvers (Node 22); Node 20 needs it defined. */
function polyfillWithResolvers(): void {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  if (typeof P.withResolvers === 'function') return;
  P.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

export interface MonitorInput {
  trigger?: 'schedule' | 'manual';
  requestedBy?: string;
  runId?: string;
  forceSimulation?: boolean;
}

export interface LocalRunResult {
  status: 'SUCCEEDED' | 'FAILED';
  output: unknown;
  error?: string;
  durationMs: number;
}

export interface RunLocallyOptions {
  /** Skip the waits between retries (tests). */
  noRetryWait?: boolean;
}

type TaskFn = (input: unknown) => Promise<unknown>;

async function taskHandlers(
  maxItemsPerBatch: number,
  onFailure: (summary: unknown) => void,
): Promise<Record<WorkflowTask, TaskFn>> {
  // The Lambda handler modules themselves, imported when a run starts: their SDK clients read the endpoints the
  // local stack has put in process.env.
  const handlers = {} as Record<WorkflowTask, TaskFn>;
  for (const task of Object.keys(WORKFLOW_TASKS) as WorkflowTask[]) {
    const module = (await import(pathToFileURL(join(REPO_ROOT, WORKFLOW_TASKS[task])).href)) as {
      handler: (event: unknown) => Promise<unknown>;
    };
    handlers[task] = (input) => module.handler(input);
  }
  const tasks = await import('../../functions/lib/monitoring/tasks');
  return {
    ...handlers,
    PrepareAudience: async (input) => {
      const audience = (await handlers.PrepareAudience(input)) as AudienceRef;
      // What the Distributed Map's ItemReader and ItemBatcher do in AWS: read the list from S3, cut it in batches.
      const members = audience.subscriberCount > 0 ? await tasks.readAudience(audience) : [];
      const localBatches: { subscriberId: string }[][] = [];
      for (let i = 0; i < members.length; i += maxItemsPerBatch) {
        localBatches.push(members.slice(i, i + maxItemsPerBatch));
      }
      return { ...audience, localBatches };
    },
    FailRun: async (input) => {
      const summary = await handlers.FailRun(input);
      onFailure(summary);
      return summary;
    },
  };
}

let cachedDefinition: Promise<LocalDefinition> | undefined;

/**
 * The definition, synthesized once per process in a child process: CDK's synth takes about 300 MB that a long-running
 * `npm start` (or the benchmark) would otherwise keep.
 */
function loadDefinition(bucketName: string | undefined): Promise<LocalDefinition> {
  cachedDefinition ??= new Promise<LocalDefinition>((resolve, reject) => {
    const script = fileURLToPath(new URL('./synth-definition.ts', import.meta.url));
    const args = ['--import', 'tsx', script, ...(bucketName ? [bucketName] : [])];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO_ROOT });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(
          new Error(`Synthesizing the workflow definition failed:\n${Buffer.concat(err).toString('utf8')}`),
        );
        return;
      }
      resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as LocalDefinition);
    });
  }).catch((error: unknown) => {
    cachedDefinition = undefined;
    throw error;
  });
  return cachedDefinition;
}

/**
 * Runs the monitoring workflow once, in this process, against the local services named in process.env (the local
 * stack sets them). Returns when the run has finished; its record is in the table like a run in AWS.
 */
export async function runMonitoringLocally(
  input: MonitorInput = {},
  options: RunLocallyOptions = {},
): Promise<LocalRunResult> {
  polyfillWithResolvers();
  const { StateMachine: LocalStateMachine } = await import('aws-local-stepfunctions');
  const { local, maxItemsPerBatch } = await loadDefinition(process.env.SNAPSHOTS_BUCKET);
  const machine = new LocalStateMachine(local as never, { validationOptions: { checkArn: false } });
  let failure: { error?: string } | undefined;
  const handlers = await taskHandlers(maxItemsPerBatch, (summary) => {
    failure = summary as { error?: string };
  });
  const retryIntervalOverrides = options.noRetryWait
    ? Object.fromEntries(collectStateNames(local).map((name) => [name, 0]))
    : undefined;
  const started = Date.now();
  const execution = machine.run({ trigger: input.trigger ?? 'manual', ...input } as never, {
    overrides: {
      taskResourceLocalHandlers: handlers as never,
      ...(retryIntervalOverrides ? { retryIntervalOverrides } : {}),
    },
  });
  try {
    const output = await execution.result;
    advanceFixtureDay();
    return { status: 'SUCCEEDED', output, durationMs: Date.now() - started };
  } catch (error) {
    const e = error as { name?: string; message?: string; cause?: unknown };
    return {
      status: 'FAILED',
      output: failure ?? null,
      error: failure?.error ?? [e.name, e.message].filter(Boolean).join(': '),
      durationMs: Date.now() - started,
    };
  }
}

function collectStateNames(definition: JsonObject): string[] {
  const names: string[] = [];
  const visit = (def: JsonObject) => {
    for (const [name, state] of Object.entries(def.States as Record<string, JsonObject>)) {
      names.push(name);
      if (state.ItemProcessor) visit(state.ItemProcessor as JsonObject);
      if (state.Iterator) visit(state.Iterator as JsonObject);
    }
  };
  visit(definition);
  return names;
}

/**
 * The fixture sites show their first day until a run has recorded it as the baseline, then their second day, which
 * has new and changed items: so the first local run sets the baseline and the next one finds changes, as in AWS.
 */
function advanceFixtureDay(): void {
  const file = process.env.LOCAL_FIXTURE_DAY_FILE;
  if (file) writeFileSync(file, '2');
}

/** One run's summary as `npm run monitor` and `npm start` print it, read from the run record. */
export async function describeRun(result: LocalRunResult): Promise<string> {
  const { getRun } = await import('../../functions/lib/monitoring/runs');
  const runId = runIdOf(result.output);
  const run = runId ? await getRun(runId) : null;
  const seconds = (result.durationMs / 1000).toFixed(1);
  if (!run)
    return `Monitoring run ${result.status.toLowerCase()} in ${seconds} s${result.error ? `: ${result.error}` : ''}`;
  const failed = run.sources.filter((s) => s.status === 'failed');
  const width = Math.max(0, ...run.sources.map((s) => s.name.length));
  const m = run.messages;
  return [
    `Monitoring run ${run.id}: ${run.status} in ${seconds} s${run.error ? ` (${run.error})` : ''}`,
    `  Sources    ${run.sources.length} checked, ${failed.length} failed`,
    ...run.sources.map(
      (s) =>
        `    ${s.name.padEnd(width)}  ${s.status.padEnd(9)} ${
          s.status === 'failed'
            ? (s.reason ?? '')
            : `${s.itemCount ?? 0} items, ${s.changes} change${s.changes === 1 ? '' : 's'}`
        }`,
    ),
    `  Changes    ${run.changes} (${run.updatesCreated} updates created, ${run.changesFailed} failed)`,
    `  Messages   ${m.sent} sent, ${m.simulated} simulated, ${m.skipped} skipped, ${m.failed} failed to ${run.subscribers} subscriber${run.subscribers === 1 ? '' : 's'}${run.mode ? ` (${run.mode} mode)` : ''}`,
  ].join('\n');
}

function runIdOf(output: unknown): string | undefined {
  const o = output as { run?: { runId?: unknown }; runId?: unknown } | null;
  const id = o?.run?.runId ?? o?.runId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * On the first start with the fixture sources, records their baseline, so that the first run a person starts finds
 * the second day's changes. With live sources nothing runs until the schedule or a person starts it.
 */
export async function ensureBaseline(stack: { fixtures: unknown }): Promise<LocalRunResult | null> {
  if (!stack.fixtures) return null;
  const { listRuns } = await import('../../functions/lib/monitoring/runs');
  if ((await listRuns(1)).length > 0) return null;
  return runMonitoringLocally({ trigger: 'manual', requestedBy: 'local stack (first start baseline)' });
}
