// The platform's one stack: it composes the capability constructs and wires their outputs into each other's props.
// New capabilities (monitoring) are added here as one more construct, not as branches inside others.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/contracts/config';
import { AccessLogs } from './access-logs';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Messaging } from './messaging';
import { Monitoring, type MessagingSettings } from './monitoring';
import { Payments } from './payments';
import type { CustomDomain, StageSettings } from './stage';
import { Web } from './web';

export interface AppStackProps extends StackProps {
  readonly settings: StageSettings;
  /** The SPA build to deploy (frontend/dist in a real synth; a fixture directory in tests). */
  readonly webAssetPath: string;
  /** The site's own domain; without it the site is served on its *.cloudfront.net address. */
  readonly customDomain?: CustomDomain;
  /** Sender settings for email and SMS; without a sender address the workflow writes messages to the outbox. */
  readonly messaging?: MessagingSettings;
  /** The address the Contact us page gives (`-c supportEmail=...`; else the email sender's address). */
  readonly supportEmail?: string;
}

export class AppStack extends Stack {
  public readonly accessLogs: AccessLogs;
  public readonly data: Data;
  public readonly auth: Auth;
  public readonly payments: Payments;
  public readonly messaging: Messaging;
  public readonly api: Api;
  public readonly monitoring: Monitoring;
  public readonly web: Web;
  /** The site's public origin (custom domain or CloudFront), which links in payments and messages point to. */
  public readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { settings, customDomain } = props;

    this.accessLogs = new AccessLogs(this, 'AccessLogs', { removalPolicy: settings.removalPolicy });

    this.data = new Data(this, 'Data', {
      accessLogs: this.accessLogs.bucket,
      siteOrigin: customDomain ? `https://${customDomain.domainName}` : undefined,
      removalPolicy: settings.removalPolicy,
      deletionProtection: settings.deletionProtection,
    });

    this.auth = new Auth(this, 'Auth', {
      removalPolicy: settings.removalPolicy,
      deletionProtection: settings.deletionProtection,
      logRetention: settings.logRetention,
    });

    this.payments = new Payments(this, 'Payments', {
      stage: settings.stage,
      removalPolicy: settings.removalPolicy,
    });

    this.messaging = new Messaging(this, 'Messaging', {
      stage: settings.stage,
      removalPolicy: settings.removalPolicy,
    });

    this.api = new Api(this, 'Api', {
      table: this.data.table,
      documentsBucket: this.data.documentsBucket,
      snapshotsBucket: this.data.snapshotsBucket,
      stripeSecret: this.payments.stripeSecret,
      unsubscribeKey: this.messaging.unsubscribeKey,
      issuerUrl: this.auth.issuerUrl,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      userPool: this.auth.userPool,
      throttle: settings.apiThrottle,
      logRetention: settings.logRetention,
      stage: settings.stage,
    });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      table: this.data.table,
      snapshotsBucket: this.data.snapshotsBucket,
      unsubscribeKey: this.messaging.unsubscribeKey,
      logRetention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
      stage: settings.stage,
      messaging: props.messaging,
    });

    this.api.linkMonitoring({ stateMachine: this.monitoring.stateMachine, messaging: props.messaging });

    const runtimeConfig: RuntimeConfig = {
      stage: settings.stage,
      // The SPA calls /api/... on its own origin; CloudFront routes it to the API.
      apiBaseUrl: '',
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      ...(props.supportEmail ? { supportEmail: props.supportEmail } : {}),
    };
    this.web = new Web(this, 'Web', {
      assetPath: props.webAssetPath,
      apiDomainName: this.api.domainName,
      runtimeConfig,
      uploadOrigins: [`https://${this.data.documentsBucket.bucketRegionalDomainName}`],
      accessLogs: this.accessLogs.bucket,
      removalPolicy: settings.removalPolicy,
      customDomain: customDomain && {
        domainName: customDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'SiteCertificate', customDomain.certificateArn),
      },
    });

    // The functions learn the site's address from configuration, not from a request header: the monitoring workflow
    // builds links (unsubscribe, dashboard) with no request at all, and a header is something a caller can forge.
    this.siteUrl = this.web.url;
    this.api.linkSite(this.siteUrl);
    this.monitoring.linkSite(this.siteUrl);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, description: 'The site (SPA and /api)' });
    if (customDomain) {
      new CfnOutput(this, 'DistributionDomainName', {
        value: this.web.distribution.distributionDomainName,
        description: `Point ${customDomain.domainName} here (CNAME, or a Route 53 alias record)`,
      });
    }
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'MonitoringStateMachineArn', {
      value: this.monitoring.stateMachine.stateMachineArn,
      description:
        'Run monitoring now: aws stepfunctions start-execution --state-machine-arn <this ARN> --input \'{"trigger":"manual"}\'',
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'StripeSecretArn', {
      value: this.payments.stripeSecret.secretArn,
      description:
        'Store the Stripe keys here: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string \'{"secretKey":"sk_...","webhookSecret":"whsec_..."}\'',
    });
    new CfnOutput(this, 'StripeSecretName', { value: this.payments.stripeSecret.secretName });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${this.siteUrl}/api/payment/webhook`,
      description:
        'The Stripe webhook endpoint (events checkout.session.completed and checkout.session.async_payment_succeeded)',
    });
  }
}
