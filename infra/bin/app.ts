// CDK entry point (cdk.json "app"): `npm run synth`, `npx cdk deploy -c stage=prod`.
import { createApp } from '../lib/create-app';

createApp();
