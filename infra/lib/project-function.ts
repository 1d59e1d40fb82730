// The one way the project defines a Lambda function: the runtime, architecture, bundling, logging, tracing and IAM
// defaults are fixed here once, so every capability, trigger and workflow task is deployed the same way.
import {
  AssetHashType,
  CfnElement,
  DockerImage,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
} from 'aws-cdk-lib';
import type { BundlingOptions, ILocalBundling } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  Effect,
  PolicyDocument,
  PolicyStatement,
  Role,
  ServicePrincipal,
  type CfnRole,
} from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Runtime, Tracing, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { isAbsolute, relative } from 'node:path';
import { bundleLambdaSync, LAMBDA_HANDLER, REPO_ROOT } from './bundling';

export type DataAccess = 'read' | 'readWrite';

export interface ProjectFunctionProps extends Omit<
  NodejsFunctionProps,
  'entry' | 'code' | 'handler' | 'runtime' | 'architecture' | 'bundling' | 'logGroup' | 'role' | 'tracing'
> {
  /** The handler module (exporting `handler`), relative to the repository root. */
  readonly entry: string;
  /** POWERTOOLS_SERVICE_NAME: how the function's logs are labelled. */
  readonly serviceName: string;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
  /** What happens to the log group when the function is removed. @default RemovalPolicy.DESTROY */
  readonly logRemovalPolicy?: RemovalPolicy;
}

/** Local esbuild bundling. `entry` is a field so that CDK's asset cache tells two functions' bundles apart. */
class LambdaBundler implements ILocalBundling {
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    bundleLambdaSync(this.entry, outputDir);
    return true;
  }
}

export class ProjectFunction extends NodejsFunction {
  /** The execution role: it starts with no AWS managed policy, only the log and trace permissions below. */
  public readonly executionRole: Role;
  public readonly functionLogGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    const {
      entry: entryPath,
      serviceName,
      logRetention,
      logRemovalPolicy,
      environment,
      ...functionProps
    } = props;
    const entry = isAbsolute(entryPath) ? relative(REPO_ROOT, entryPath) : entryPath;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: logRemovalPolicy ?? RemovalPolicy.DESTROY,
    });
    // AWSLambdaBasicExecutionRole would let the function create any log group and write to every one; this role can
    // write to its own log group and send traces, nothing else until a grant adds it.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${serviceName}`,
      inlinePolicies: {
        Logs: new PolicyDocument({
          statements: [
            new PolicyStatement({
              effect: Effect.ALLOW,
              actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
              resources: [logGroup.logGroupArn],
            }),
          ],
        }),
        Tracing: new PolicyDocument({
          statements: [
            new PolicyStatement({
              effect: Effect.ALLOW,
              actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
              resources: ['*'],
            }),
          ],
        }),
      },
    });
    // Acknowledged on the role resource only: grants made later land in the role's DefaultPolicy, which cdk-nag still
    // checks for wildcards.
    Validations.of(role.node.defaultChild as CfnRole).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions; "*" is the only valid resource (X-Ray IAM reference).',
    });

    const bundling: BundlingOptions = {
      // Never pulled: local bundling either succeeds or throws, and there is no Docker fallback.
      image: DockerImage.fromRegistry('local-esbuild'),
      command: ['esbuild', entry],
      local: new LambdaBundler(entry),
    };

    super(scope, id, {
      memorySize: 512,
      timeout: Duration.seconds(10),
      ...functionProps,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: LAMBDA_HANDLER,
      code: Code.fromAsset(REPO_ROOT, { assetHashType: AssetHashType.OUTPUT, bundling }),
      logGroup,
      role,
      environment: {
        POWERTOOLS_SERVICE_NAME: serviceName,
        NODE_OPTIONS: '--enable-source-maps',
        ...environment,
      },
    });
    this.executionRole = role;
    this.functionLogGroup = logGroup;

    // Tracing is switched on directly on the resource: the `tracing` prop would also add the X-Ray statement to the
    // DefaultPolicy, where its wildcard could not be acknowledged without hiding the function's other grants.
    (this.node.defaultChild as CfnFunction).tracingConfig = { mode: Tracing.ACTIVE };

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to Node.js 22 (supported until April 2027), the runtime the functions and their dependencies (middy 6) are built and tested for; moving to a newer runtime is a deliberate change with its own test run.',
    });
  }

  /** Read or read/write access to the table's items and indexes; the table name arrives as TABLE_NAME. */
  useTable(table: ITable, access: DataAccess): this {
    if (access === 'read') table.grantReadData(this);
    else table.grantReadWriteData(this);
    this.addEnvironment('TABLE_NAME', table.tableName);
    const cfnTable = table.node.defaultChild;
    if (cfnTable instanceof CfnElement) {
      const logicalId = Stack.of(cfnTable).resolve(cfnTable.logicalId) as string;
      this.acknowledgeOnGrants(
        `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
        'Queries on the single table go through its GSIs (DESIGN.md section 3); "index/*" covers exactly the indexes of this one table.',
      );
    }
    return this;
  }

  /**
   * Access to a bucket's objects; the bucket name arrives in the given environment variable. Written out rather than
   * bucket.grantReadWrite, whose s3:GetBucket*, s3:List* and s3:Abort* wildcards give more than object access.
   */
  useBucket(envName: string, bucket: IBucket, access: DataAccess): this {
    const objectActions =
      access === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];
    this.addToRolePolicy(
      new PolicyStatement({ actions: objectActions, resources: [bucket.arnForObjects('*')] }),
    );
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    this.addEnvironment(envName, bucket.bucketName);
    const cfnBucket = bucket.node.defaultChild;
    if (cfnBucket instanceof CfnElement) {
      const logicalId = Stack.of(cfnBucket).resolve(cfnBucket.logicalId) as string;
      this.acknowledgeOnGrants(
        `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/*]`,
        'Object keys are generated per item at run time, so access is to the objects of this one bucket; no other bucket is reachable.',
      );
    }
    return this;
  }

  /**
   * Reads one secret's value; its ARN arrives in the given environment variable (never the value itself, which would
   * then show in the console and the template). Written out rather than secret.grantRead, which adds
   * secretsmanager:DescribeSecret, which the functions never call.
   */
  useSecret(envName: string, secret: ISecret): this {
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    );
    // A secret encrypted with a customer managed key also needs kms:Decrypt on that key.
    secret.encryptionKey?.grantDecrypt(this);
    this.addEnvironment(envName, secret.secretArn);
    return this;
  }

  /** Acknowledges one cdk-nag finding on the grants (the role's DefaultPolicy) and nowhere else. */
  acknowledgeOnGrants(id: string, reason: string): void {
    const grants = this.executionRole.node.tryFindChild('DefaultPolicy');
    if (grants) Validations.of(grants).acknowledge({ id, reason });
  }
}
