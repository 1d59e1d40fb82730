// The one bucket that receives access logs: S3 server access logs of every other bucket and CloudFront's standard
// logs, kept for a year.
import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface AccessLogsProps {
  readonly removalPolicy: RemovalPolicy;
}

export class AccessLogs extends Construct {
  public readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront standard logging delivers through an object ACL, so ACLs stay enabled with the bucket owner
      // preferred; S3 server access logs are delivered through the bucket policy CDK adds.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log destination itself; logging its own access into itself would log every log delivery, without end.',
    });
  }
}
