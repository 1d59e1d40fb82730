// The platform's one stack: it composes the capability constructs and wires their outputs into each other's props.
// New capabilities (payments, monitoring) are added here as one more construct, not as branches inside others.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/contracts/config';
import { AccessLogs } from './access-logs';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import type { StageSettings } from './stage';
import { Web } from './web';

export interface AppStackProps extends StackProps {
  readonly settings: StageSettings;
  /** The SPA build to deploy (frontend/dist in a real synth; a fixture directory in tests). */
  readonly webAssetPath: string;
}

export class AppStack extends Stack {
  public readonly accessLogs: AccessLogs;
  public readonly data: Data;
  public readonly auth: Auth;
  public readonly api: Api;
  public readonly web: Web;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.accessLogs = new AccessLogs(this, 'AccessLogs', { removalPolicy: settings.removalPolicy });

    this.data = new Data(this, 'Data', {
      accessLogs: this.accessLogs.bucket,
      removalPolicy: settings.removalPolicy,
      deletionProtection: settings.deletionProtection,
    });

    this.auth = new Auth(this, 'Auth', {
      removalPolicy: settings.removalPolicy,
      deletionProtection: settings.deletionProtection,
      logRetention: settings.logRetention,
    });

    this.api = new Api(this, 'Api', {
      table: this.data.table,
      documentsBucket: this.data.documentsBucket,
      snapshotsBucket: this.data.snapshotsBucket,
      issuerUrl: this.auth.issuerUrl,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      throttle: settings.apiThrottle,
      logRetention: settings.logRetention,
      stage: settings.stage,
    });

    const runtimeConfig: RuntimeConfig = {
      stage: settings.stage,
      // The SPA calls /api/... on its own origin; CloudFront routes it to the API.
      apiBaseUrl: '',
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
    };
    this.web = new Web(this, 'Web', {
      assetPath: props.webAssetPath,
      apiDomainName: this.api.domainName,
      runtimeConfig,
      accessLogs: this.accessLogs.bucket,
      removalPolicy: settings.removalPolicy,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.url, description: 'The site (SPA and /api)' });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
  }
}
