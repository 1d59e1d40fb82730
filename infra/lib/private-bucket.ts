// A private S3 bucket with the project's fixed defaults: no public access, TLS only, S3-managed encryption, and
// server access logs to the shared log bucket.
import type { RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CorsRule,
  type IBucket,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  /** Where S3 writes this bucket's server access logs. */
  readonly accessLogs: IBucket;
  /** Log key prefix, e.g. "s3/documents/". */
  readonly accessLogsPrefix: string;
  readonly removalPolicy: RemovalPolicy;
  /** @default false */
  readonly versioned?: boolean;
  readonly lifecycleRules?: LifecycleRule[];
  /** Browsers that may call the bucket directly (presigned uploads). @default none */
  readonly cors?: CorsRule[];
}

export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: props.versioned ?? false,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: props.accessLogsPrefix,
      lifecycleRules: props.lifecycleRules,
      cors: props.cors,
      removalPolicy: props.removalPolicy,
    });
  }
}
