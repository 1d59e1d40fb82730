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
