// The monitoring workflow as deployed: the daily schedule, the state machine (Retry and Catch on every Task, the
// Distributed Map's bounds), logs and tracing, least-privilege grants per task, and the alarm on failed runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { WORKFLOW_TASKS, type WorkflowTask } from '../lib/entries';
import {
  NOTIFY_CONCURRENCY,
  NOTIFY_TOLERATED_FAILURE_PERCENT,
  SUBSCRIBERS_PER_BATCH,
} from '../lib/monitoring-workflow';
import { grantsOfRole, logicalIdOf, testApp, type TestApp } from './test-app';

let built: TestApp;
beforeAll(() => {
  built = testApp({ sesFromAddress: 'Aged Care Policy Tracker <alerts@agedcarepolicy.com.au>' });
});

type State = Record<string, unknown> & { Type: string; ItemProcessor?: { States: Record<string, State> } };

/** The deployed definition with every CloudFormation reference replaced by a placeholder, parsed. */
function definition(): { States: Record<string, State> } {
  const machine = Object.values(built.template.findResources('AWS::StepFunctions::StateMachine'))[0] as {
    Properties: { DefinitionString: { 'Fn::Join': [string, unknown[]] } | string };
  };
  const raw = machine.Properties.DefinitionString;
  const text =
    typeof raw === 'string'
      ? raw
      : raw['Fn::Join'][1]
          .map((part) =>
            typeof part === 'string'
              ? part
              : JSON.stringify(part) === '{"Ref":"AWS::Partition"}'
                ? 'aws'
                : 'REF',
          )
          .join('');
  return JSON.parse(text) as { States: Record<string, State> };
}

function allStates(states: Record<string, State>): [string, State][] {
  return Object.entries(states).flatMap(([name, state]) => [
    [name, state] as [string, State],
    ...(state.ItemProcessor ? allStates(state.ItemProcessor.States) : []),
  ]);
}

function roleOf(task: WorkflowTask): string {
  const fn = built.stack.monitoring.functions.get(task);
  if (!fn) throw new Error(`no function for ${task}`);
  return logicalIdOf(fn.executionRole);
}

const actionsOf = (task: WorkflowTask) =>
  grantsOfRole(built.template, roleOf(task)).flatMap((s) =>
    Array.isArray(s.Action) ? s.Action : [s.Action],
  );

describe('the monitoring workflow', () => {
  it('runs every day at 06:00 Sydney time through EventBridge Scheduler, starting the state machine', () => {
    built.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 6 * * ? *)',
      ScheduleExpressionTimezone: 'Australia/Sydney',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { Ref: logicalIdOf(built.stack.monitoring.stateMachine) },
        Input: JSON.stringify({ trigger: 'schedule' }),
      }),
    });
  });

  it('gives every Task a Retry with backoff and a Catch', () => {
    const tasks = allStates(definition().States).filter(([, s]) => s.Type === 'Task');
    expect(tasks.map(([name]) => name).sort()).toEqual(Object.keys(WORKFLOW_TASKS).sort());
    for (const [name, task] of tasks) {
      const retry = task.Retry as { ErrorEquals: string[]; BackoffRate?: number; MaxAttempts?: number }[];
      const all = retry.find((r) => r.ErrorEquals.includes('States.ALL'));
      expect(all, name).toMatchObject({ BackoffRate: 2, MaxAttempts: 3 });
      expect((task.Catch as unknown[]).length, name).toBeGreaterThan(0);
    }
  });

  it('maps over sources and changes, ends when nothing changed, and notifies through a bounded Distributed Map', () => {
    const states = definition().States;
    expect(states.CheckSources).toMatchObject({ Type: 'Map', ItemsPath: '$.run.sources' });
    expect(states.ProcessChanges).toMatchObject({ Type: 'Map', ItemsPath: '$.found.changes' });
    expect(states.AnyChanges).toMatchObject({ Type: 'Choice', Default: 'FinishRun' });
    expect(states.AnyoneToTell).toMatchObject({ Type: 'Choice', Default: 'FinishRun' });
    expect(states.NotifySubscribers).toMatchObject({
      Type: 'Map',
      MaxConcurrency: NOTIFY_CONCURRENCY,
      ToleratedFailurePercentage: NOTIFY_TOLERATED_FAILURE_PERCENT,
      ItemReader: { Resource: 'arn:aws:states:::s3:getObject', ReaderConfig: { InputType: 'JSON' } },
      ItemBatcher: {
        MaxItemsPerBatch: SUBSCRIBERS_PER_BATCH,
        BatchInput: {
          'runId.$': '$.run.runId',
          'updateIds.$': '$.audience.updateIds',
          'forceSimulation.$': '$.run.forceSimulation',
        },
      },
      ItemProcessor: { ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' } },
    });
    // The state stays small: after each stage only what later steps read is kept.
    expect(states.RecordChecks).toMatchObject({ Next: 'KeepRunAndChanges' });
    expect(states.KeepRunAndChanges).toMatchObject({
      Type: 'Pass',
      Parameters: { 'run.$': '$.run', 'found.$': '$.found' },
      Next: 'AnyChanges',
    });
    expect(states.PrepareAudience).toMatchObject({ Next: 'KeepRunAndAudience' });
    expect(states.KeepRunAndAudience).toMatchObject({
      Type: 'Pass',
      Parameters: { 'run.$': '$.run', 'audience.$': '$.audience' },
      Next: 'AnyoneToTell',
    });
    // A failed step records the run and then fails the execution, which the alarm counts.
    expect(states.FailRun).toMatchObject({ Next: 'RunFailed' });
    expect(states.RunFailed).toMatchObject({ Type: 'Fail' });
  });

  it('logs every event with execution data and traces with X-Ray', () => {
    built.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: true }),
    });
  });

  it('raises an alarm when a run fails, times out or is aborted', () => {
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      EvaluationPeriods: 1,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'failed + timedOut + aborted' }),
        Match.objectLike({
          MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'ExecutionsFailed' }) }),
        }),
      ]),
    });
  });

  it('gives sending rights, the sender and the unsubscribe key to NotifyBatch alone', () => {
    expect(actionsOf('NotifyBatch')).toEqual(
      expect.arrayContaining(['ses:SendEmail', 'sns:Publish', 'sns:CheckIfPhoneNumberIsOptedOut']),
    );
    const ses = grantsOfRole(built.template, roleOf('NotifyBatch')).find((s) => s.Action === 'ses:SendEmail');
    expect(JSON.stringify(ses?.Resource)).toContain('identity/agedcarepolicy.com.au');
    for (const task of Object.keys(WORKFLOW_TASKS) as WorkflowTask[]) {
      if (task === 'NotifyBatch') continue;
      expect(
        actionsOf(task).filter((a) => a.startsWith('ses:') || a.startsWith('sns:')),
        task,
      ).toEqual([]);
    }
    built.template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'monitoring-NotifyBatch',
          SES_FROM_ADDRESS: 'Aged Care Policy Tracker <alerts@agedcarepolicy.com.au>',
          UNSUBSCRIBE_SECRET: Match.anyValue(),
          APP_URL: Match.anyValue(),
        }),
      },
    });
  });

  it('lets only the summarising and personalising tasks call Bedrock, and only the tasks that need it use S3', () => {
    const withBedrock = (Object.keys(WORKFLOW_TASKS) as WorkflowTask[]).filter((t) =>
      actionsOf(t).includes('bedrock:InvokeModel'),
    );
    expect(withBedrock.sort()).toEqual(['NotifyBatch', 'ProcessChange']);
    const withS3 = (Object.keys(WORKFLOW_TASKS) as WorkflowTask[]).filter((t) =>
      actionsOf(t).some((a) => a.startsWith('s3:')),
    );
    expect(withS3.sort()).toEqual(['CheckSource', 'PrepareAudience']);
  });
});
