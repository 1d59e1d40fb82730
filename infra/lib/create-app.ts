// Builds the CDK app: the stage's stack plus the AwsSolutions checks (cdk-nag 3), so `cdk synth` fails on any
// unacknowledged finding. Shared by infra/bin/app.ts and the tests, which therefore check exactly what synth checks.
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { join } from 'node:path';
import { AppStack } from './app-stack';
import { messagingFromContext } from './stage';
import { REPO_ROOT } from './bundling';
import { customDomainFromContext, DEFAULT_REGION, DEFAULT_STAGE, stageSettings } from './stage';

export interface CreateAppOptions extends AppProps {
  /** Overrides the `webAssetPath` context; defaults to frontend/dist. */
  readonly webAssetPath?: string;
  /** @default process.env */
  readonly env?: NodeJS.ProcessEnv;
  /** Registers the AwsSolutions checks with the app's synth. @default true */
  readonly complianceChecks?: boolean;
}

export interface ProjectApp {
  readonly app: App;
  readonly stack: AppStack;
  readonly checks: AwsSolutionsChecks;
}

/** The Contact us address: as configured, else the address part of the email sender ("Name <a@b>" -> a@b). */
export function supportEmailFromContext(support: unknown, sender: unknown): string | undefined {
  const raw =
    typeof support === 'string' && support.trim() ? support : typeof sender === 'string' ? sender : '';
  const address = (/<([^>]+)>/.exec(raw)?.[1] ?? raw).trim();
  if (!address) return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new Error(`The support address "${address}" is not an email address`);
  return address;
}

export function createApp(options: CreateAppOptions = {}): ProjectApp {
  const { webAssetPath, env = process.env, complianceChecks = true, ...appProps } = options;
  const app = new App(appProps);
  const stage = String(app.node.tryGetContext('stage') ?? DEFAULT_STAGE);
  // The region is part of the app's configuration (cdk.json), not of whoever runs it: providers' data stays in
  // Australia unless a deployment says otherwise with -c region=...
  const region = String(app.node.tryGetContext('region') ?? env.CDK_DEFAULT_REGION ?? DEFAULT_REGION);
  const assetPath =
    webAssetPath ?? String(app.node.tryGetContext('webAssetPath') ?? join(REPO_ROOT, 'frontend/dist'));

  const stack = new AppStack(app, `AgedCarePolicy-${stage}`, {
    description: `Aged care policy tracker (${stage})`,
    env: { account: env.CDK_DEFAULT_ACCOUNT, region },
    settings: stageSettings(stage),
    webAssetPath: assetPath,
    customDomain: customDomainFromContext(
      app.node.tryGetContext('appUrl'),
      app.node.tryGetContext('certificateArn'),
    ),
    messaging: messagingFromContext(
      app.node.tryGetContext('sesFromAddress'),
      app.node.tryGetContext('smsSenderId'),
    ),
    supportEmail: supportEmailFromContext(
      app.node.tryGetContext('supportEmail'),
      app.node.tryGetContext('sesFromAddress'),
    ),
    tags: { project: 'aged-care-policy-tracker', stage },
  });

  const checks = new AwsSolutionsChecks(app, { verbose: true });
  if (complianceChecks) Validations.of(app).addPlugins(checks);
  return { app, stack, checks };
}
