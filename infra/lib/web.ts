// The site: the SPA build in a private bucket behind CloudFront (Origin Access Control), `/api/*` routed to the HTTP
// API so the browser sees one origin, and a runtime /config.json written beside the build so one build serves every
// stage.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { Construct, type IConstruct } from 'constructs';
import type { RuntimeConfig } from '../../shared/contracts/config';
import { PrivateBucket } from './private-bucket';
import { spaContentSecurityPolicy } from './csp';

export interface WebProps {
  /** The SPA build (frontend/dist): index.html plus Vite's hashed files under assets/. */
  readonly assetPath: string;
  /** Host name of the HTTP API (<id>.execute-api.<region>.amazonaws.com). */
  readonly apiDomainName: string;
  /** Written to /config.json, which the SPA fetches at start. */
  readonly runtimeConfig: RuntimeConfig;
  readonly accessLogs: IBucket;
  readonly removalPolicy: RemovalPolicy;
  /** Origins the page sends files to directly (the documents bucket's presigned POSTs). */
  readonly uploadOrigins?: readonly string[];
  /** The site's own host name and its ACM certificate (us-east-1); without it the site is on *.cloudfront.net. */
  readonly customDomain?: { readonly domainName: string; readonly certificate: ICertificate };
}

/**
 * CloudFront Function (viewer request, default behaviour): client-side routes such as /dashboard or /policies/42 have
 * no file extension, so they are answered with index.html and the router takes over. Files keep their path, and a
 * missing file stays a 403/404 instead of turning into the page. Done here rather than with distribution error
 * responses, which would also rewrite the API's own 403 and 404 answers.
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The page may talk to its own origin, to Cognito (Amplify's sign-in calls) and to the buckets it uploads to. */
export function contentSecurityPolicy(region: string, uploadOrigins: readonly string[] = []): string {
  return spaContentSecurityPolicy([`https://cognito-idp.${region}.amazonaws.com`, ...uploadOrigins]);
}

export class Web extends Construct {
  public readonly bucket: PrivateBucket;
  public readonly distribution: Distribution;
  public readonly spaRewrite: CloudFrontFunction;
  public readonly securityHeaders: ResponseHeadersPolicy;
  /** The address of the site: https://<custom domain> when one is given, else https://<distribution domain>. */
  public readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if (!existsSync(join(props.assetPath, 'index.html'))) {
      throw new Error(`No index.html in ${props.assetPath}: build the SPA first (npm run build).`);
    }

    this.bucket = new PrivateBucket(this, 'Bucket', {
      accessLogs: props.accessLogs,
      accessLogsPrefix: 's3/web/',
      removalPolicy: props.removalPolicy,
    });

    this.spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    this.securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers for the site and the API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(Stack.of(this).region, props.uploadOrigins),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Aged care policy tracker: SPA and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Only the "All" price class includes the Australian and New Zealand edge locations, where the users are.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: props.customDomain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
        functionAssociations: [{ function: this.spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Nothing from the API is cached. With caching disabled this policy also forwards the Authorization
          // header; the Host header stays API Gateway's own, which it needs to find the API.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'Australian providers also sign in while travelling, and the public pages are informational; blocking countries would lock out paying users without protecting anything.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'A CloudFront-scoped WAF must be deployed in us-east-1 and costs a monthly minimum this product does not carry yet; the API is throttled at its stage and validates every input.',
    });
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the site uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes; a deployment with -c appUrl and -c certificateArn serves TLSv1.2_2021 and passes this check.',
      });
    }
    this.url = props.customDomain
      ? `https://${props.customDomain.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    // Vite names everything under assets/ by content hash, so those files can be cached for a year. Old ones are kept
    // (no prune) because a browser may still run the previous index.html.
    const dist = Source.asset(props.assetPath);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      destinationBucket: this.bucket,
      sources: [dist],
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    // Everything else (index.html, config.json, icons) is revalidated on every load, and replaced only after the
    // assets it refers to are in place.
    const entry = new BucketDeployment(this, 'DeployEntry', {
      destinationBucket: this.bucket,
      sources: [dist, Source.jsonData('config.json', props.runtimeConfig)],
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/', '/index.html', '/config.json'],
      memoryLimit: 512,
    });
    entry.node.addDependency(assets);

    acknowledgeDeploymentHandler(Stack.of(this));
  }
}

/**
 * BucketDeployment runs one CDK-provided Lambda per stack (a singleton at stack level). Its findings are acknowledged
 * on that construct only, so the same rules still apply to the project's own functions. Its wildcard findings are
 * read from the policy CDK generated for the deployments made so far, so a later deployment to another bucket is
 * reported again rather than silently covered.
 */
function acknowledgeDeploymentHandler(stack: Stack): void {
  const handlers = stack.node.children.filter((child: IConstruct) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  for (const handler of handlers) {
    const ack = (id: string, reason: string) => Validations.of(handler).acknowledge({ id, reason });
    ack(
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'CDK-provided deployment handler (aws-s3-deployment): CDK creates its role, which uses this policy only to write the handler logs.',
    );
    ack(
      'AwsSolutions-L1',
      'CDK-provided deployment handler (aws-s3-deployment): its Python runtime is chosen and updated by aws-cdk-lib, not by this project.',
    );
    const policy = handler.node.tryFindChild('ServiceRole')?.node.tryFindChild('DefaultPolicy')
      ?.node.defaultChild;
    if (!(policy instanceof CfnPolicy)) continue;
    for (const finding of wildcardFindings(stack.resolve(policy.policyDocument) as PolicyJson)) {
      ack(
        `AwsSolutions-IAM5[${finding}]`,
        'CDK-provided deployment handler (aws-s3-deployment): it reads the build from the CDK asset bucket, writes the objects of the site bucket and invalidates the distribution (CloudFront invalidation has no resource-level scope).',
      );
    }
  }
}

interface PolicyJson {
  Statement?: { Effect?: string; Action?: string | string[]; Resource?: unknown }[];
}

/** The findings cdk-nag's AwsSolutions-IAM5 reports for a policy document, named the way it names them. */
function wildcardFindings(document: PolicyJson): string[] {
  const findings = new Set<string>();
  const list = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) if (action.includes('*')) findings.add(`Action::${action}`);
    for (const resource of list(statement.Resource)) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) findings.add(`Resource::${flat}`);
    }
  }
  return [...findings];
}
