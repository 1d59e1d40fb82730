// Messaging: what messages need from AWS, the key that signs unsubscribe links. Secrets Manager generates it at
// deploy time, so no person ever sees or chooses it; the API construct hands it to the capability that checks links.
import { Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** Length of the generated key: far above the 16 characters functions/lib/notify/unsubscribe-token.ts insists on. */
export const UNSUBSCRIBE_KEY_LENGTH = 64;

export interface MessagingProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
}

export class Messaging extends Construct {
  /** A plain string (no JSON template): the HMAC-SHA256 key of unsubscribe tokens. */
  public readonly unsubscribeKey: Secret;

  constructor(scope: Construct, id: string, props: MessagingProps) {
    super(scope, id);

    // Generated once, when CloudFormation creates the secret; later deploys leave the value alone. Retained with a
    // prod stack: a new key would invalidate every unsubscribe link in messages already delivered.
    this.unsubscribeKey = new Secret(this, 'UnsubscribeKey', {
      description: `Key that signs the unsubscribe links of the aged care policy tracker's messages (${props.stage})`,
      generateSecretString: { passwordLength: UNSUBSCRIBE_KEY_LENGTH, excludePunctuation: true },
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.unsubscribeKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated on purpose: the key verifies the unsubscribe link in every message already sent, and the Spam Act requires those links to keep working, so rotating it would silently break every unsubscribe link in the subscribers’ inboxes.',
    });
  }
}
