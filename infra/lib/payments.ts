// Payments: where the Stripe keys live in AWS. One Secrets Manager secret holds the JSON the payments function reads
// (functions/lib/payments/stripe-config.ts); the API construct grants that one function read access to it.
import { SecretValue, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** The secret's shape, as the payments function parses it. */
export interface StripeSecretValue {
  readonly secretKey: string;
  readonly webhookSecret: string;
}

/**
 * What the stack deploys: the shape with empty values. The payments function refuses empty keys with a clear error
 * (rather than falling back to the local checkout), so nothing is sold until an operator stores the real keys with
 * `aws secretsmanager put-secret-value`. CloudFormation writes SecretString only when the template's value changes,
 * and this one never does, so a later deploy keeps the stored keys.
 */
export const STRIPE_SECRET_TEMPLATE: StripeSecretValue = { secretKey: '', webhookSecret: '' };

export interface PaymentsProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
}

export class Payments extends Construct {
  /** JSON { secretKey, webhookSecret }: the Stripe secret API key and the webhook endpoint's signing secret. */
  public readonly stripeSecret: Secret;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);

    this.stripeSecret = new Secret(this, 'StripeKeys', {
      description: `Stripe keys of the aged care policy tracker (${props.stage}): JSON {"secretKey":"sk_...","webhookSecret":"whsec_..."}`,
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify(STRIPE_SECRET_TEMPLATE)),
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Both values are issued by Stripe: the API key is rolled in the Stripe dashboard (Developers > API keys) and the webhook signing secret with its endpoint, so a rotation Lambda has nothing it could generate. The operator stores the new pair with put-secret-value; the function reads it on its next cold start.',
    });
  }
}
