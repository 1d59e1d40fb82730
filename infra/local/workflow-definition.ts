// The monitoring state machine definition for local runs: synthesized by CDK from the same builder as the deployed
// one (infra/lib/monitoring-workflow.ts), with local function ARNs. The one change: the Distributed Map's ItemReader
// (S3) and ItemBatcher do not run locally, so the map reads the batches the local runner puts in the state.
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { DefinitionBody, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { WORKFLOW_TASKS, type WorkflowTask } from '../lib/entries';
import { buildMonitoringDefinition } from '../lib/monitoring-workflow';
import { LOCAL_REGION } from './settings';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const LOCAL_ACCOUNT = '000000000000';
const functionArn = (task: string) =>
  `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:monitoring-${task}`;

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
