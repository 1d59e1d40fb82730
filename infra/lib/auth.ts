// Sign-in for the platform: a Cognito user pool (email sign-in, the names the Register form asks for, an `admin`
// group) and the app client the SPA uses with SRP. A pre-sign-up trigger confirms new users at once.
import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolClient,
  UserPoolGroup,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { PRE_SIGN_UP_ENTRY } from './entries';
import { ProjectFunction } from './project-function';

export const ADMIN_GROUP = 'admin';

export interface AuthProps {
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  readonly logRetention: RetentionDays;
}

export class Auth extends Construct {
  public readonly userPool: UserPool;
  public readonly userPoolClient: UserPoolClient;
  public readonly adminGroup: UserPoolGroup;
  public readonly preSignUp: ProjectFunction;
  /** The token issuer, as the API's JWT authorizer expects it. */
  public readonly issuerUrl: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        preferredUsername: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'The product signs users in with email and password only (spec: Login is email and password); the SPA has no MFA enrolment screen yet, so requiring MFA would lock every user out. Accounts hold no card data (Stripe does).',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'The Plus feature plan (threat protection) is billed per monthly active user, which a one-off AUD 4.50 purchase does not cover; Essentials with a strong password policy, API throttling and token revocation is the chosen level.',
    });

    this.preSignUp = new ProjectFunction(this, 'PreSignUp', {
      entry: PRE_SIGN_UP_ENTRY,
      serviceName: 'pre-sign-up',
      description: 'Confirms self-registered users and marks their email verified',
      memorySize: 256,
      timeout: Duration.seconds(5),
      logRetention: props.logRetention,
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, this.preSignUp);

    this.userPoolClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret; SRP proves the password without sending it.
      generateSecret: false,
      // CDK adds ALLOW_REFRESH_TOKEN_AUTH to any explicit flow list.
      authFlows: { userSrp: true },
      // The ID token carries the readable attributes (plus cognito:groups for a user in a group); the API reads the
      // names from it. The client may write the attributes the Register and profile forms collect, but not
      // email_verified, which only the pre-sign-up trigger and Cognito itself set.
      readAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        emailVerified: true,
        givenName: true,
        familyName: true,
        preferredUsername: true,
      }),
      writeAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        givenName: true,
        familyName: true,
        preferredUsername: true,
      }),
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.adminGroup = this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Administrators: the admin pages and test tools',
    });

    this.issuerUrl = `https://cognito-idp.${this.userPool.stack.region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
