// The HTTP API, built from the shared route table (shared/routes.ts): one Lambda per capability, one route per table
// entry, and the Cognito JWT authorizer on every route that is not public. The local gateway reads the same table,
// so a route cannot exist in one place only.
import { CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type HttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterPattern, LogGroup, MetricFilter, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { CAPABILITIES, ROUTES, routeKey, type Capability, type RouteDef } from '../../shared/routes';
import { FEED_CACHE_SECONDS } from '../../shared/constants';
import { accessOf } from './capability-access';
import { capabilityEntry } from './entries';
import { ProjectFunction } from './project-function';
import { useBedrock, useMessaging, type MessagingSettings } from './monitoring';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { DEFAULT_BEDROCK_MODEL_ID } from '../../functions/lib/ai';
import { ORPHAN_PAYMENT_METRIC } from '../../functions/lib/payments/metrics';

export interface ApiProps {
  readonly table: ITable;
  readonly documentsBucket: IBucket;
  readonly snapshotsBucket: IBucket;
  /** The Stripe keys (JSON { secretKey, webhookSecret }), readable by the capabilities whose access lists stripeKeys. */
  readonly stripeSecret: ISecret;
  /** The key that signs unsubscribe links, given to the capabilities whose access lists unsubscribeKey. */
  readonly unsubscribeKey: ISecret;
  /** Token issuer (https://cognito-idp.<region>.amazonaws.com/<poolId>) and the app client whose tokens are accepted. */
  readonly issuerUrl: string;
  readonly userPoolClientId: string;
  /** The user pool, for the capability that deletes accounts. */
  readonly userPool: { readonly userPoolId: string; readonly userPoolArn: string };
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logRetention: RetentionDays;
  readonly stage: string;
  /** @default ROUTES from shared/routes.ts */
  readonly routes?: readonly RouteDef[];
}

export class Api extends Construct {
  public readonly httpApi: HttpApi;
  public readonly stage: HttpStage;
  public readonly authorizer: HttpJwtAuthorizer;
  public readonly functions: ReadonlyMap<Capability, ProjectFunction>;
  public readonly routes: ReadonlyMap<string, HttpRoute>;
  /** The API's host name, for CloudFront's origin. */
  public readonly domainName: string;
  /** A paid Stripe session arrived for an account that does not exist: support must refund or apply it by hand. */
  public readonly orphanPaymentAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const routes = props.routes ?? (ROUTES as readonly RouteDef[]);

    // The SPA calls the API through CloudFront on its own origin, so the API needs no CORS configuration.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Aged care policy tracker API',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No headers or bodies: tokens and personal data stay out of the logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sourceIp: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      jwtAudience: [props.userPoolClientId],
    });

    const functions = new Map<Capability, ProjectFunction>();
    for (const capability of CAPABILITIES) {
      const { timeoutSeconds } = accessOf(capability);
      const fn = new ProjectFunction(this, `${pascal(capability)}Function`, {
        ...(timeoutSeconds ? { timeout: Duration.seconds(timeoutSeconds) } : {}),
        entry: capabilityEntry(capability),
        serviceName: `api-${capability}`,
        description: `API capability: ${capability}`,
        logRetention: props.logRetention,
        environment: { STAGE: props.stage, FEED_CACHE_SECONDS: String(FEED_CACHE_SECONDS) },
      });
      const access = accessOf(capability);
      if (access.table) fn.useTable(props.table, access.table);
      if (access.documents) fn.useBucket('DOCUMENTS_BUCKET', props.documentsBucket, access.documents);
      if (access.purgeDocumentVersions) {
        // A file it promised not to keep is deleted with every earlier version (the bucket is versioned).
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:DeleteObjectVersion'],
            resources: [props.documentsBucket.arnForObjects('uploads/*')],
          }),
        );
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:ListBucketVersions'],
            resources: [props.documentsBucket.bucketArn],
          }),
        );
        const cfnBucket = props.documentsBucket.node.defaultChild;
        if (cfnBucket instanceof CfnElement) {
          const logicalId = Stack.of(cfnBucket).resolve(cfnBucket.logicalId) as string;
          fn.acknowledgeOnGrants(
            `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/uploads/*]`,
            'Upload keys are generated per upload under uploads/, so deleting their versions covers that prefix of this one bucket only.',
          );
        }
      }
      if (access.deleteAccounts) {
        fn.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['cognito-idp:AdminDeleteUser'],
            resources: [props.userPool.userPoolArn],
          }),
        );
        // An account's files live under several prefixes keyed by its user or subscriber id.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:DeleteObjectVersion'],
            resources: [props.documentsBucket.arnForObjects('*')],
          }),
        );
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:ListBucketVersions'],
            resources: [props.documentsBucket.bucketArn],
          }),
        );
        const cfnBucket = props.documentsBucket.node.defaultChild;
        if (cfnBucket instanceof CfnElement) {
          const logicalId = Stack.of(cfnBucket).resolve(cfnBucket.logicalId) as string;
          fn.acknowledgeOnGrants(
            `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/*]`,
            "Deleting an account removes every version of its files under uploads/, indexes/, policy-files/, documents/ and logos/ (each keyed by the account's ids) in this one bucket.",
          );
        }
      }
      if (access.snapshots) fn.useBucket('SNAPSHOTS_BUCKET', props.snapshotsBucket, access.snapshots);
      if (access.stripeKeys) fn.useSecret('STRIPE_SECRET_ARN', props.stripeSecret);
      if (access.unsubscribeKey) {
        // The value itself, unlike the Stripe keys' ARN: the token code is synchronous and runs on every render of a
        // message, so it cannot await a Secrets Manager call. unsafeUnwrap gives a CloudFormation dynamic reference
        // ({{resolve:secretsmanager:...}}) that is resolved at deploy time, so the value never appears in the template.
        fn.addEnvironment('UNSUBSCRIBE_SECRET', props.unsubscribeKey.secretValue.unsafeUnwrap());
      }
      functions.set(capability, fn);
    }
    this.functions = functions;
    this.orphanPaymentAlarm = this.alarmOnOrphanPayments(functions, props.stage);

    const integrations = new Map<Capability, HttpLambdaIntegration>();
    const routeMap = new Map<string, HttpRoute>();
    for (const route of routes) {
      const fn = functions.get(route.capability);
      if (!fn)
        throw new Error(
          `Route ${routeKey(route)} names capability "${route.capability}", which has no function`,
        );
      let integration = integrations.get(route.capability);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${pascal(route.capability)}Integration`, fn);
        integrations.set(route.capability, integration);
      }
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
        authorizer: route.access === 'public' ? undefined : this.authorizer,
      });
      if (!created) throw new Error(`No route was created for ${routeKey(route)}`);
      if (route.access === 'public') {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${routeKey(route)} is public by design in the route table (${route.summary}); the handler validates its input and the stage is throttled.`,
        });
      }
      routeMap.set(routeKey(route), created);
    }
    this.routes = routeMap;

    this.domainName = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /**
   * Tells the capabilities that build links back to the site (access `siteUrl`) where it is: APP_URL, an origin such
   * as https://d111111abcdef8.cloudfront.net with no trailing slash. Called once the site exists, because its address
   * may be the distribution's own domain. That is no dependency cycle: CloudFront's API origin refers to the HttpApi
   * resource only, never to a function, so CloudFormation creates API, distribution, then functions
   * (infra/test/payments.test.ts checks the template for cycles).
   */
  /**
   * Gives the capabilities that need them the monitoring workflow (states:StartExecution on the one state machine),
   * the senders and the AI model, which exist once the Monitoring construct does.
   */
  linkMonitoring(props: {
    stateMachine: IStateMachine;
    messaging?: MessagingSettings;
    bedrockModelId?: string;
  }): void {
    for (const [capability, fn] of this.functions) {
      const access = accessOf(capability);
      if (access.startMonitoring) {
        props.stateMachine.grantStartExecution(fn);
        fn.addEnvironment('STATE_MACHINE_ARN', props.stateMachine.stateMachineArn);
      }
      if (access.sendMessages) useMessaging(fn, props.messaging);
      if (access.ai) useBedrock(fn, props.bedrockModelId ?? DEFAULT_BEDROCK_MODEL_ID);
    }
  }

  linkSite(siteUrl: string): void {
    for (const [capability, fn] of this.functions) {
      if (accessOf(capability).siteUrl) fn.addEnvironment('APP_URL', siteUrl);
    }
  }

  /** Counts the payments function's orphan-payment log lines (functions/lib/payments/fulfilment.ts) and alarms on one. */
  private alarmOnOrphanPayments(functions: ReadonlyMap<Capability, ProjectFunction>, stage: string): Alarm {
    const payments = functions.get('payments');
    if (!payments) throw new Error('The payments capability has no function');
    const metric = new MetricFilter(this, 'OrphanPaymentMetric', {
      logGroup: payments.functionLogGroup,
      filterPattern: FilterPattern.stringValue('$.metric', '=', ORPHAN_PAYMENT_METRIC),
      metricNamespace: `AgedCarePolicyTracker/${stage}`,
      metricName: ORPHAN_PAYMENT_METRIC,
      metricValue: '1',
    }).metric({ statistic: 'Sum', period: Duration.minutes(5) });
    return new Alarm(this, 'OrphanPaymentAlarm', {
      alarmDescription:
        'Stripe sent a paid session for an account that does not exist. It is kept under pk ORPHAN_PAYMENT in the table: refund it or apply it to the right account.',
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

function pascal(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());
}
