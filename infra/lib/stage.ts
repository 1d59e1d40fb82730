// Per-stage settings, decided once here and handed to the constructs as plain props, so no construct branches on
// the stage name itself.
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const DEFAULT_STAGE = 'dev';
export const DEFAULT_REGION = 'ap-southeast-2';

export interface StageSettings {
  readonly stage: string;
  /** Production keeps data when a resource is replaced or the stack is deleted, and refuses to delete the table. */
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  readonly logRetention: RetentionDays;
  /** Steady-state requests per second and burst for the whole HTTP API stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
}

const STAGE_NAME = /^[a-z][a-z0-9-]{1,19}$/;

export function stageSettings(stage: string): StageSettings {
  if (!STAGE_NAME.test(stage)) {
    throw new Error(
      `Stage "${stage}" must be 2-20 lower-case letters, digits or dashes, starting with a letter.`,
    );
  }
  const production = stage === 'prod';
  return {
    stage,
    removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: production,
    logRetention: production ? RetentionDays.ONE_YEAR : RetentionDays.TWO_WEEKS,
    apiThrottle: production ? { rateLimit: 50, burstLimit: 100 } : { rateLimit: 10, burstLimit: 20 },
  };
}

/** A custom domain for the site: `-c appUrl=https://tracker.example.com.au -c certificateArn=arn:aws:acm:us-east-1:...`. */
export interface CustomDomain {
  /** The site's origin, e.g. https://tracker.example.com.au (no path, no trailing slash). */
  readonly url: string;
  readonly domainName: string;
  /** An ACM certificate for domainName in us-east-1, the only region CloudFront takes certificates from. */
  readonly certificateArn: string;
}

const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;

/**
 * Reads the optional custom domain from the app's context. Both values or neither: an address the distribution
 * does not answer for would send paying users back from Stripe to a dead page.
 */
export function customDomainFromContext(appUrl: unknown, certificateArn: unknown): CustomDomain | undefined {
  if (appUrl === undefined && certificateArn === undefined) return undefined;
  if (typeof appUrl !== 'string' || appUrl === '') {
    throw new Error('certificateArn was given without appUrl: pass -c appUrl=https://<your domain> as well.');
  }
  let parsed: URL;
  try {
    parsed = new URL(appUrl);
  } catch {
    throw new Error(
      `appUrl "${appUrl}" is not a URL: use the site's origin, e.g. https://tracker.example.com.au`,
    );
  }
  if (
    parsed.protocol !== 'https:' ||
    parsed.port !== '' ||
    parsed.username !== '' ||
    parsed.password !== '' ||
    parsed.search !== '' ||
    parsed.hash !== '' ||
    parsed.pathname !== '/'
  ) {
    throw new Error(
      `appUrl "${appUrl}" must be an https origin without port, path or query, e.g. https://tracker.example.com.au`,
    );
  }
  if (typeof certificateArn !== 'string' || !CERTIFICATE_ARN.test(certificateArn)) {
    throw new Error(
      `appUrl needs -c certificateArn=<ACM certificate ARN in us-east-1 covering ${parsed.hostname}> (CloudFront only uses us-east-1 certificates).`,
    );
  }
  return { url: parsed.origin, domainName: parsed.hostname, certificateArn };
}

/**
 * Email and SMS sender settings: `-c sesFromAddress="Aged Care Policy Tracker <alerts@example.com.au>"` (the domain
 * verified in SES) and `-c smsSenderId=AgedCare`. Without a sender address, messages go to the outbox (simulation).
 */
export function messagingFromContext(
  fromAddress: unknown,
  smsSenderId: unknown,
): { fromAddress?: string; smsSenderId?: string } | undefined {
  if (fromAddress === undefined && smsSenderId === undefined) return undefined;
  if (fromAddress !== undefined) {
    const address =
      typeof fromAddress === 'string' ? (/<([^>]+)>\s*$/.exec(fromAddress)?.[1] ?? fromAddress) : '';
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address.trim())) {
      throw new Error(
        `sesFromAddress "${String(fromAddress)}" is not an email address (e.g. "Aged Care Policy Tracker <alerts@example.com.au>").`,
      );
    }
  }
  if (
    smsSenderId !== undefined &&
    (typeof smsSenderId !== 'string' || !/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/.test(smsSenderId))
  ) {
    throw new Error(
      `smsSenderId "${String(smsSenderId)}" must be 1-11 letters and digits with at least one letter.`,
    );
  }
  return {
    fromAddress: typeof fromAddress === 'string' ? fromAddress : undefined,
    smsSenderId: typeof smsSenderId === 'string' ? smsSenderId : undefined,
  };
}
