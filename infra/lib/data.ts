// Where the platform keeps its data: the single DynamoDB table (keys from the shared table definition, so the local
// stack's table is the same) and the private buckets for uploaded policy documents and raw source snapshots.
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE_DEFINITION, type TableDefinition } from '../../functions/lib/data/table-definition';
import { PrivateBucket } from './private-bucket';

export interface DataProps {
  readonly accessLogs: IBucket;
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  /** @default TABLE_DEFINITION */
  readonly tableDefinition?: TableDefinition;
  /**
   * The site's origin, the only one whose pages may send files straight to the documents bucket (presigned POST).
   * Without a custom domain the CloudFront address is not known here (it would make a cycle): any origin may then
   * post, and the presigned policy (key, type, size, expiry) remains the gate.
   */
  readonly siteOrigin?: string;
}

export class Data extends Construct {
  public readonly table: Table;
  /** Policy documents users upload (keys generated per upload, downloads through presigned URLs). */
  public readonly documentsBucket: PrivateBucket;
  /** Raw snapshots of the monitored sources, one object per fetch. */
  public readonly snapshotsBucket: PrivateBucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const definition = props.tableDefinition ?? TABLE_DEFINITION;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: definition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    for (const index of definition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    this.documentsBucket = new PrivateBucket(this, 'Documents', {
      accessLogs: props.accessLogs,
      accessLogsPrefix: 's3/documents/',
      removalPolicy: props.removalPolicy,
      // A replaced or deleted document can be recovered for 30 days.
      versioned: true,
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [props.siteOrigin ?? '*'],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        {
          // Search indexes are rewritten on every policy save and can be rebuilt from the table: old copies go soon.
          prefix: 'indexes/',
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          // A policy file that was uploaded but never converted (a converted one moves to policy-files/).
          prefix: 'uploads/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    });

    // Every fetch writes a new key, so nothing is overwritten and versioning would only keep delete markers.
    this.snapshotsBucket = new PrivateBucket(this, 'Snapshots', {
      accessLogs: props.accessLogs,
      accessLogsPrefix: 's3/snapshots/',
      removalPolicy: props.removalPolicy,
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }
}
