// Monitoring: the daily workflow that checks the sources, stores summarised updates and notifies subscribers
// (DESIGN.md section 5). One Lambda per Task with only the access that task needs, the state machine from
// ./monitoring-workflow.ts, an EventBridge Scheduler schedule (06:00 Australia/Sydney) and an alarm on failed runs.
import { CfnElement, Duration, Stack, TimeZone, Token, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { StepFunctionsStartExecution } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct, type IConstruct } from 'constructs';
import { bedrockInvokeGrants, DEFAULT_BEDROCK_MODEL_ID } from '../../functions/lib/ai';
import { WORKFLOW_TASKS, type WorkflowTask } from './entries';
import { MONITORING_HOUR, MONITORING_MINUTE, MONITORING_TIME_ZONE } from './monitoring-schedule';
import { buildMonitoringDefinition } from './monitoring-workflow';
import { ProjectFunction } from './project-function';

/** What the messages need to go out for real; without a sender address every run writes to the outbox instead. */
export interface MessagingSettings {
  /** SES_FROM_ADDRESS, e.g. "Aged Care Policy Tracker <alerts@example.com.au>"; its domain must be verified in SES. */
  readonly fromAddress?: string;
  /** SNS_SENDER_ID for SMS (an alphanumeric sender id registered for Australia). */
  readonly smsSenderId?: string;
}

export interface MonitoringProps {
  readonly table: ITable;
  readonly snapshotsBucket: IBucket;
  readonly unsubscribeKey: ISecret;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly stage: string;
  readonly messaging?: MessagingSettings;
  /** @default DEFAULT_BEDROCK_MODEL_ID (Claude through the Australian inference profile) */
  readonly bedrockModelId?: string;
}

/** The run time (./monitoring-schedule.ts); Scheduler follows Sydney's daylight saving. */
export const MONITORING_SCHEDULE = {
  hour: String(MONITORING_HOUR),
  minute: String(MONITORING_MINUTE),
  timeZone: TimeZone.of(MONITORING_TIME_ZONE),
} as const;

/** The domain of "Name <user@domain>" or "user@domain". */
export function senderDomain(fromAddress: string): string {
  const address = /<([^>]+)>/.exec(fromAddress)?.[1] ?? fromAddress;
  const domain = address.split('@')[1]?.trim();
  if (!domain) throw new Error(`The sender address "${fromAddress}" has no domain`);
  return domain.toLowerCase();
}

/** Lets a function call the configured Bedrock model (AI_PROVIDER=bedrock), and nothing else on Bedrock. */
export function useBedrock(fn: ProjectFunction, modelId: string): void {
  const stack = Stack.of(fn);
  fn.addEnvironment('AI_PROVIDER', 'bedrock');
  fn.addEnvironment('BEDROCK_MODEL_ID', modelId);
  for (const grant of bedrockInvokeGrants({ modelId, region: stack.region, account: stack.account })) {
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: grant.actions,
        resources: grant.resources,
        conditions: grant.conditions,
      }),
    );
    for (const resource of grant.resources.filter((r) => r.includes('*'))) {
      fn.acknowledgeOnGrants(
        `AwsSolutions-IAM5[Resource::${resource}]`,
        'A cross-Region inference profile routes each request to any of its destination Regions, so the foundation model is granted in every Region, and only through this profile (bedrock:InferenceProfileArn condition).',
      );
    }
  }
}

/**
 * Lets a function send email through SES from the configured sender (SES_FROM_ADDRESS) and SMS through SNS. Without a
 * sender address there is no SES grant and the function's messages go to the outbox (simulation).
 */
export function useMessaging(fn: ProjectFunction, messaging: MessagingSettings | undefined): void {
  const stack = Stack.of(fn);
  const fromAddress = messaging?.fromAddress;
  if (fromAddress) {
    fn.addEnvironment('SES_FROM_ADDRESS', fromAddress);
    const address = /<([^>]+)>/.exec(fromAddress)?.[1] ?? fromAddress;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: senderDomain(fromAddress) }),
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: address.trim() }),
        ],
      }),
    );
  }
  if (messaging?.smsSenderId) fn.addEnvironment('SNS_SENDER_ID', messaging.smsSenderId);
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['sns:Publish', 'sns:CheckIfPhoneNumberIsOptedOut'], resources: ['*'] }),
  );
  fn.acknowledgeOnGrants(
    'AwsSolutions-IAM5[Resource::*]',
    'SMS goes straight to phone numbers (sns:Publish with PhoneNumber) and the opt-out check takes a number: neither has an ARN to scope to. The function publishes to no topic.',
  );
}

export class Monitoring extends Construct {
  public readonly functions: ReadonlyMap<WorkflowTask, ProjectFunction>;
  public readonly stateMachine: StateMachine;
  public readonly schedule: Schedule;
  public readonly failureAlarm: Alarm;
  private readonly notifyFunction: ProjectFunction;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const modelId = props.bedrockModelId ?? DEFAULT_BEDROCK_MODEL_ID;

    const fn = (task: WorkflowTask, options: { timeout: Duration; memorySize?: number }) =>
      new ProjectFunction(this, task, {
        entry: WORKFLOW_TASKS[task],
        serviceName: `monitoring-${task}`,
        description: `Monitoring workflow task: ${task}`,
        logRetention: props.logRetention,
        timeout: options.timeout,
        memorySize: options.memorySize,
        environment: { STAGE: props.stage },
      }).useTable(props.table, 'readWrite');

    const functions = new Map<WorkflowTask, ProjectFunction>([
      ['StartRun', fn('StartRun', { timeout: Duration.seconds(30) })],
      [
        'CheckSource',
        fn('CheckSource', { timeout: Duration.minutes(4) }).useBucket(
          'SNAPSHOTS_BUCKET',
          props.snapshotsBucket,
          'readWrite',
        ),
      ],
      ['RecordChecks', fn('RecordChecks', { timeout: Duration.seconds(30) })],
      ['ProcessChange', fn('ProcessChange', { timeout: Duration.minutes(4) })],
      [
        'PrepareAudience',
        fn('PrepareAudience', { timeout: Duration.minutes(2), memorySize: 1024 }).useBucket(
          'SNAPSHOTS_BUCKET',
          props.snapshotsBucket,
          'readWrite',
        ),
      ],
      ['NotifyBatch', fn('NotifyBatch', { timeout: Duration.minutes(8) })],
      ['FinishRun', fn('FinishRun', { timeout: Duration.seconds(30) })],
      ['FailRun', fn('FailRun', { timeout: Duration.seconds(30) })],
    ]);
    this.functions = functions;
    const task = (name: WorkflowTask): ProjectFunction => {
      const found = functions.get(name);
      if (!found) throw new Error(`No function for task ${name}`);
      return found;
    };

    // The AI layer: summaries (ProcessChange) and personalised insights (NotifyBatch) through Bedrock, on one model.
    for (const name of ['ProcessChange', 'NotifyBatch'] as const) useBedrock(task(name), modelId);

    // Sending: NotifyBatch holds the unsubscribe key, the sender address and the SES/SNS permissions (the admin test
    // tools get the sending rights too, through Api.linkMonitoring).
    const notify = task('NotifyBatch');
    notify.addEnvironment('UNSUBSCRIBE_SECRET', props.unsubscribeKey.secretValue.unsafeUnwrap());
    useMessaging(notify, props.messaging);

    const logGroup = new LogGroup(this, 'WorkflowLogs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.stateMachine = new StateMachine(this, 'Workflow', {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(
        buildMonitoringDefinition(new Construct(this, 'States'), {
          functions: Object.fromEntries([...functions]) as Record<WorkflowTask, ProjectFunction>,
          audienceBucket: props.snapshotsBucket,
        }),
      ),
      timeout: Duration.hours(2),
      tracingEnabled: true,
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: true },
      comment: 'Daily policy monitoring: check sources, summarise changes, notify subscribers',
    });
    this.acknowledgeWorkflowGrants(functions, props.snapshotsBucket);

    this.schedule = new Schedule(this, 'Daily', {
      description: 'Runs the policy monitoring workflow every day at 06:00 Sydney time',
      schedule: ScheduleExpression.cron({ ...MONITORING_SCHEDULE }),
      target: new StepFunctionsStartExecution(this.stateMachine, {
        input: ScheduleTargetInput.fromObject({ trigger: 'schedule' }),
        retryAttempts: 3,
      }),
    });

    this.notifyFunction = notify;

    // A run that fails, times out or is aborted is an alarm: subscribers did not get that day's alerts.
    this.failureAlarm = new Alarm(this, 'RunFailedAlarm', {
      alarmDescription:
        'A monitoring run did not finish: check the workflow execution and the run record on the admin page.',
      metric: new MathExpression({
        expression: 'failed + timedOut + aborted',
        usingMetrics: {
          failed: this.stateMachine.metricFailed({ statistic: 'Sum' }),
          timedOut: this.stateMachine.metricTimedOut({ statistic: 'Sum' }),
          aborted: this.stateMachine.metricAborted({ statistic: 'Sum' }),
        },
        period: Duration.minutes(5),
        label: 'Runs that did not finish',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * The state machine's own grants, generated by CDK: each finding is acknowledged by its exact resource, so a new
   * wildcard (another bucket, another function) is still reported.
   */
  private acknowledgeWorkflowGrants(
    functions: ReadonlyMap<WorkflowTask, ProjectFunction>,
    bucket: IBucket,
  ): void {
    const stack = Stack.of(this);
    const logicalId = (element: IConstruct | undefined): string => {
      if (!(element instanceof CfnElement)) throw new Error('Expected a CloudFormation resource');
      return stack.resolve(element.logicalId) as string;
    };
    const grants = this.stateMachine.role.node.tryFindChild('DefaultPolicy');
    if (grants) {
      for (const [name, fn] of functions) {
        Validations.of(grants).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${logicalId(fn.node.defaultChild)}.Arn>:*]`,
          reason: `CDK grants lambda:InvokeFunction on the ${name} function and its versions and aliases (":*"); no other function is reachable.`,
        });
      }
      Validations.of(grants).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::<${logicalId(bucket.node.defaultChild)}>/*]`,
        reason:
          "The Distributed Map's ItemReader reads the run's subscriber list (runs/<runId>/audience.json), whose key is only known at run time, from this one bucket.",
      });
      Validations.of(grants).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'X-Ray (xray:PutTraceSegments, PutTelemetryRecords, GetSampling*) and CloudWatch Logs delivery (logs:CreateLogDelivery and related) support no resource-level permissions; "*" is the only valid resource.',
      });
    }
    const mapPolicy = this.stateMachine.node.tryFindChild('DistributedMapPolicy');
    if (mapPolicy) {
      const stateMachineName = `{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${logicalId(this.stateMachine.node.defaultChild)}"}]}]}`;
      // cdk-nag names an account or region that is only known at deploy time by its pseudo parameter.
      const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
      const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
      const executions = `arn:aws:states:${region}:${account}:execution:${stateMachineName}`;
      for (const resource of [`${executions}:*`, `${executions}/NotifySubscribers:*`]) {
        Validations.of(mapPolicy).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${resource}]`,
          reason:
            "The Distributed Map describes and stops its own child executions, whose names are generated per run; the grant names this state machine's executions only.",
        });
      }
    }
  }

  /** The site's origin, for the links in messages (feed, unsubscribe); see Api.linkSite. */
  linkSite(siteUrl: string): void {
    this.notifyFunction.addEnvironment('APP_URL', siteUrl);
  }
}
