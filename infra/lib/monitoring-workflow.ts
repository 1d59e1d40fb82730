// The monitoring workflow's states (DESIGN.md section 5), built from the Lambda of each Task. One builder serves the
// deployed state machine (./monitoring.ts) and the local runner (infra/local/monitor.ts), which synthesizes the same
// definition with imported function ARNs and executes it with aws-local-stepfunctions.
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  Choice,
  Condition,
  DistributedMap,
  Fail,
  ItemBatcher,
  JsonPath,
  Map as MapState,
  Pass,
  S3JsonItemReader,
  StateMachineType,
  TaskInput,
  Timeout,
  type CatchProps,
  type IChainable,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import type { WorkflowTask } from './entries';

/** Sources checked at once (there are five). */
export const SOURCE_CONCURRENCY = 5;
/** Changes fetched and summarised at once: kind to the government sites and within the model's request quota. */
export const CHANGE_CONCURRENCY = 4;
/** Subscribers per Distributed Map child: one NotifyBatch invocation. */
export const SUBSCRIBERS_PER_BATCH = 100;
/**
 * Child executions at once. Each notifies 8 subscribers at a time, so at most 80 sends are in flight: below SES's
 * default 14 messages/s once a send takes ~1 s round trip with its table writes, and the senders retry throttling.
 */
export const NOTIFY_CONCURRENCY = 10;
/** Batches that may fail (after their retries) before the whole notify step counts as failed. */
export const NOTIFY_TOLERATED_FAILURE_PERCENT = 10;

export interface WorkflowDefinitionProps {
  readonly functions: Readonly<Record<WorkflowTask, IFunction>>;
  /** Where PrepareAudience writes the subscriber list that the Distributed Map reads. */
  readonly audienceBucket: IBucket;
}

/** Retries every Task gets: none for input it cannot use, three with exponential backoff and jitter for the rest. */
function withRetries<T extends LambdaInvoke>(task: T): T {
  task.addRetry({ errors: ['InvalidTaskInput'], maxAttempts: 0 });
  task.addRetry({
    errors: ['States.ALL'],
    interval: Duration.seconds(5),
    backoffRate: 2,
    maxAttempts: 3,
    maxDelay: Duration.minutes(1),
  });
  return task;
}

export function buildMonitoringDefinition(scope: Construct, props: WorkflowDefinitionProps): IChainable {
  const { functions } = props;
  const invoke = (
    name: WorkflowTask,
    options: { payload?: TaskInput; resultPath?: string; timeout?: Duration },
  ) =>
    withRetries(
      new LambdaInvoke(scope, name, {
        lambdaFunction: functions[name],
        // Without a payload the task gets the state's whole input.
        ...(options.payload ? { payload: options.payload } : {}),
        payloadResponseOnly: true,
        resultPath: options.resultPath,
        ...(options.timeout ? { taskTimeout: Timeout.duration(options.timeout) } : {}),
      }),
    );

  // The end of a failed run: the reason goes on the run record, then the execution fails (and the alarm fires).
  const runFailed = new Fail(scope, 'RunFailed', {
    error: 'MonitoringRunFailed',
    cause: 'A step of the monitoring run failed after its retries; the run record has the reason.',
  });
  const failRun = invoke('FailRun', { resultPath: JsonPath.DISCARD });
  failRun.addCatch(runFailed, { resultPath: '$.failRunError' });
  failRun.next(runFailed);
  const catchInto = <T extends { addCatch(handler: IChainable, props?: CatchProps): unknown }>(
    state: T,
  ): T => {
    state.addCatch(failRun, { resultPath: '$.error' });
    return state;
  };

  const startRun = catchInto(invoke('StartRun', { resultPath: '$.run' }));

  // 1. Each source: fetch, snapshot, diff. A source that fails after its retries is recorded as failed; the others go on.
  const checkSource = invoke('CheckSource', { timeout: Duration.minutes(5) });
  checkSource.addCatch(
    new Pass(scope, 'SourceCheckFailed', {
      parameters: {
        'sourceId.$': '$.sourceId',
        status: 'failed',
        'reason.$': "States.Format('The check stopped with {}', $.error.Error)",
        changes: [],
      },
    }),
    { resultPath: '$.error' },
  );
  const checkSources = catchInto(
    new MapState(scope, 'CheckSources', {
      itemsPath: '$.run.sources',
      itemSelector: {
        'runId.$': '$.run.runId',
        'sourceId.$': '$$.Map.Item.Value.sourceId',
      },
      maxConcurrency: SOURCE_CONCURRENCY,
      resultPath: '$.checks',
    }),
  );
  checkSources.itemProcessor(checkSource);

  const recordChecks = catchInto(
    invoke('RecordChecks', {
      payload: TaskInput.fromObject({
        runId: JsonPath.stringAt('$.run.runId'),
        checks: JsonPath.objectAt('$.checks'),
      }),
      resultPath: '$.found',
    }),
  );

  // 2. Each change: fetch the page, summarise, store. A change that fails stays out of this run's messages.
  const processChange = invoke('ProcessChange', { timeout: Duration.minutes(5) });
  processChange.addCatch(
    new Pass(scope, 'ChangeNotProcessed', {
      parameters: { 'url.$': '$.change.url', 'error.$': '$.error' },
    }),
    { resultPath: '$.error' },
  );
  const processChanges = catchInto(
    new MapState(scope, 'ProcessChanges', {
      itemsPath: '$.found.changes',
      itemSelector: { 'change.$': '$$.Map.Item.Value' },
      maxConcurrency: CHANGE_CONCURRENCY,
      resultPath: '$.processed',
    }),
  );
  processChanges.itemProcessor(processChange);

  const prepareAudience = catchInto(
    invoke('PrepareAudience', {
      payload: TaskInput.fromObject({
        runId: JsonPath.stringAt('$.run.runId'),
        processed: JsonPath.objectAt('$.processed'),
        forceSimulation: JsonPath.objectAt('$.run.forceSimulation'),
      }),
      resultPath: '$.audience',
    }),
  );

  // 3. Every subscriber: personalise and notify, in batches, with bounded concurrency.
  const notifyBatch = invoke('NotifyBatch', { timeout: Duration.minutes(10) });
  notifyBatch.addCatch(
    new Pass(scope, 'BatchNotDelivered', {
      parameters: {
        sent: 0,
        simulated: 0,
        skipped: 0,
        'failed.$': 'States.ArrayLength($.Items)',
        'error.$': '$.error.Error',
      },
    }),
    { resultPath: '$.error' },
  );
  const notifySubscribers = catchInto(
    new DistributedMap(scope, 'NotifySubscribers', {
      itemReader: new S3JsonItemReader({
        bucket: props.audienceBucket,
        key: JsonPath.stringAt('$.audience.key'),
      }),
      itemBatcher: new ItemBatcher({
        maxItemsPerBatch: SUBSCRIBERS_PER_BATCH,
        // Written in the ".$" form: ItemBatcher passes BatchInput through as it is, without rendering path tokens.
        batchInput: {
          'runId.$': '$.run.runId',
          'updateIds.$': '$.audience.updateIds',
          'forceSimulation.$': '$.run.forceSimulation',
        },
      }),
      maxConcurrency: NOTIFY_CONCURRENCY,
      toleratedFailurePercentage: NOTIFY_TOLERATED_FAILURE_PERCENT,
      mapExecutionType: StateMachineType.STANDARD,
      label: 'NotifySubscribers',
      resultPath: '$.notified',
    }),
  );
  notifySubscribers.itemProcessor(notifyBatch);

  // 4. Record the run.
  const finishRun = catchInto(invoke('FinishRun', { resultPath: '$.summary' }));

  const anyChanges = new Choice(scope, 'AnyChanges')
    .when(Condition.numberGreaterThan('$.found.changeCount', 0), processChanges)
    .otherwise(finishRun);
  const anyoneToTell = new Choice(scope, 'AnyoneToTell')
    .when(
      Condition.and(
        Condition.numberGreaterThan('$.audience.updateCount', 0),
        Condition.numberGreaterThan('$.audience.subscriberCount', 0),
      ),
      notifySubscribers,
    )
    .otherwise(finishRun);

  // Step Functions keeps a state under 256 KB: what later steps no longer read is dropped as the run goes on.
  const keepFound = new Pass(scope, 'KeepRunAndChanges', {
    parameters: { 'run.$': '$.run', 'found.$': '$.found' },
  });
  const keepAudience = new Pass(scope, 'KeepRunAndAudience', {
    parameters: { 'run.$': '$.run', 'audience.$': '$.audience' },
  });

  processChanges.next(prepareAudience).next(keepAudience).next(anyoneToTell);
  notifySubscribers.next(finishRun);
  return startRun.next(checkSources).next(recordChecks).next(keepFound).next(anyChanges);
}
