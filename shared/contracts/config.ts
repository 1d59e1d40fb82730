// The runtime configuration the SPA fetches from /config.json at start, so one build serves every environment.
import * as z from 'zod';

export const runtimeConfigSchema = z.object({
  /** 'local' for `npm start`, otherwise the deployed stage name. */
  stage: z.string(),
  /** Prefix for API calls; '' means same origin (/api/...). */
  apiBaseUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only set locally: the cognito-local endpoint Amplify talks to instead of AWS. */
  userPoolEndpoint: z.string().optional(),
  /** SRP in AWS; USER_PASSWORD_AUTH against cognito-local, which has no SRP. */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Where people write to for help (the Contact us page); absent until a deployment configures one. */
  supportEmail: z.email().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
