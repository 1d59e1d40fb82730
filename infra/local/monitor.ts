// The monitoring workflow, locally: the state machine definition is synthesized by CDK from the same builder as the
// deployed one (infra/lib/monitoring-workflow.ts) and executed with aws-local-stepfunctions, each Task mapped to its
// handler function in this process (DESIGN.md section 8). The one change: the Distributed Map's ItemReader (S3) and
// ItemBatcher do not run locally, so the map reads the batches PrepareAudience's list makes, the way they would.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { DefinitionBody, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { WORKFLOW_TASKS, type WorkflowTask } from '../lib/entries';
import { buildMonitoringDefinition } from '../lib/monitoring-workflow';
import type { AudienceRef } from '../../functions/lib/monitoring/tasks';
import { LOCAL_REGION, REPO_ROOT } from './settings';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const LOCAL_ACCOUNT = '000000000000';
const functionArn = (task: string) =>
  `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:monitoring-${task}`;

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

/** Resolves what CloudFormation would: Fn::Join and the pseudo parameters of a local account. */
function resolveCfn(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(resolveCfn);
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if ('Fn::Join' in obj) {
      const [sep, parts] = obj['Fn::Join'] as [string, unknown[]];
      return parts.map((p) => String(resolveCfn(p))).join(sep);
    }
    if ('Ref' in obj) {
      const pseudo: Record<string, string> = {
        'AWS::Partition': 'aws',
        'AWS::Region': LOCAL_REGION,
        'AWS::AccountId': LOCAL_ACCOUNT,
        'AWS::URLSuffix': 'amazonaws.com',
      };
      const ref = String(obj.Ref);
      const resolved = pseudo[ref];
      if (resolved === undefined)
        throw new Error(`The local definition refers to ${ref}, which has no local value`);
      return resolved;
    }
  }
  throw new Error(`Cannot resolve ${JSON.stringify(value)} in the local state machine definition`);
}

export interface LocalDefinition {
  /** The synthesized definition, as deployed (with local ARNs). */
  deployed: JsonObject;
  /** What runs locally: the same, with the Distributed Map reading its batches from the state. */
  local: JsonObject;
  /** The Distributed Map's batch size. */
  maxItemsPerBatch: number;
}

/** Synthesizes the monitoring state machine with local function ARNs and returns its ASL definition. */
export function synthesizeDefinition(bucketName = 'aged-care-local-snapshots'): LocalDefinition {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'LocalMonitoring', { env: { account: LOCAL_ACCOUNT, region: LOCAL_REGION } });
  const functions = Object.fromEntries(
    (Object.keys(WORKFLOW_TASKS) as WorkflowTask[]).map((task) => [
      task,
      LambdaFunction.fromFunctionArn(stack, `${task}Function`, functionArn(task)),
    ]),
  ) as Record<WorkflowTask, IFunction>;
  const machine = new StateMachine(stack, 'Workflow', {
    definitionBody: DefinitionBody.fromChainable(
      buildMonitoringDefinition(stack, {
        functions,
        audienceBucket: Bucket.fromBucketName(stack, 'Audience', bucketName),
      }),
    ),
  });
  const template = app.synth().getStackByName(stack.stackName).template as {
    Resources: Record<string, { Type: string; Properties: { DefinitionString: unknown } }>;
  };
  const cfn = machine.node.defaultChild;
  if (!(cfn instanceof CfnElement)) throw new Error('The state machine has no CloudFormation resource');
  const logicalId = stack.resolve(cfn.logicalId) as string;
  const resource = template.Resources[logicalId];
  if (!resource) throw new Error('The synthesized template has no state machine');
  const raw = resolveCfn(resource.Properties.DefinitionString);
  const deployed = JSON.parse(String(raw)) as JsonObject;
  const local = JSON.parse(String(raw)) as JsonObject;
  const maxItemsPerBatch = localiseDistributedMaps(local);
  return { deployed, local, maxItemsPerBatch };
}

/** The path in the state where the local run keeps the batches a Distributed Map reads. */
export const LOCAL_BATCHES_PATH = '$.audience.localBatches';

function localiseDistributedMaps(definition: JsonObject): number {
  let batchSize = 0;
  const states = definition.States as Record<string, JsonObject>;
  for (const state of Object.values(states)) {
    if (state.Type !== 'Map' || !state.ItemReader) continue;
    const batcher = (state.ItemBatcher ?? {}) as JsonObject;
    batchSize = Number(batcher.MaxItemsPerBatch ?? 1);
    const batchInput = (batcher.BatchInput ?? {}) as JsonObject;
    for (const key of ['ItemReader', 'ItemBatcher', 'ResultWriter', 'ToleratedFailurePercentage', 'Label']) {
      delete state[key];
    }
    state.ItemsPath = LOCAL_BATCHES_PATH;
    state.ItemSelector = { BatchInput: batchInput, 'Items.$': '$$.Map.Item.Value' };
    const processor = state.ItemProcessor as JsonObject;
    delete processor.ProcessorConfig;
  }
  return batchSize;
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

let cachedDefinition: LocalDefinition | undefined;

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
  cachedDefinition ??= synthesizeDefinition(process.env.SNAPSHOTS_BUCKET);
  const { local, maxItemsPerBatch } = cachedDefinition;
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
