// Stripe keys: from env locally (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), from Secrets Manager in AWS
// (STRIPE_SECRET_ARN names a JSON secret { "secretKey": "...", "webhookSecret": "..." }). Read once per container.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';

export interface StripeKeys {
  secretKey: string | null;
  webhookSecret: string;
}

const secretSchema = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) });

let cached: Promise<StripeKeys> | undefined;

async function load(): Promise<StripeKeys> {
  const arn = process.env.STRIPE_SECRET_ARN;
  if (arn) {
    const res = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
    const parsed = secretSchema.safeParse(JSON.parse(res.SecretString ?? '{}'));
    if (!parsed.success) {
      throw new Error(
        `The Stripe keys have not been stored yet: run aws secretsmanager put-secret-value --secret-id ${arn} ` +
          `--secret-string '{"secretKey":"sk_...","webhookSecret":"whsec_..."}'`,
      );
    }
    return parsed.data;
  }
  const secretKey = process.env.STRIPE_SECRET_KEY || null;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || process.env.LOCAL_STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new Error('No Stripe webhook secret is configured');
  return { secretKey, webhookSecret };
}

export function stripeKeys(): Promise<StripeKeys> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** For tests that switch configuration between cases. */
export function resetStripeKeys(): void {
  cached = undefined;
}
