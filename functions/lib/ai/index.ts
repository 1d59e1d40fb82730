// The AI layer: one interface (AiProvider), two providers (local, bedrock), chosen by AI_PROVIDER (default local).
import { BedrockAi } from './bedrock/provider';
import { bedrockConfigFromEnv } from './bedrock/config';
import { AiConfigError } from './errors';
import { LocalAi } from './local/provider';
import type { AiProvider, AiProviderName } from './types';

export * from './schemas';
export * from './errors';
export type { AiProvider, AiProviderName, AssessOptions, Capability, ProviderOptions } from './types';
export { LocalAi } from './local/provider';
export { BedrockAi, type BedrockAiOptions } from './bedrock/provider';
export { bedrockConfigFromEnv, DEFAULT_BEDROCK_MODEL_ID, type BedrockConfig } from './bedrock/config';
export { bedrockInvokeGrants, bedrockModelArns, BEDROCK_INVOKE_ACTIONS, type BedrockGrant } from './bedrock/arns';

let cached: { key: string; ai: AiProvider } | undefined;

export function providerName(env: NodeJS.ProcessEnv = process.env): AiProviderName {
  const name = (env.AI_PROVIDER ?? '').trim().toLowerCase() || 'local';
  if (name !== 'local' && name !== 'bedrock') {
    throw new AiConfigError(`AI_PROVIDER must be "local" or "bedrock", not "${name}"`);
  }
  return name;
}

/** The configured provider, created once per process (per configuration). */
export function getAi(env: NodeJS.ProcessEnv = process.env): AiProvider {
  const name = providerName(env);
  const key = name === 'bedrock' ? `bedrock:${JSON.stringify(bedrockConfigFromEnv(env))}` : 'local';
  if (cached?.key !== key) {
    cached = { key, ai: name === 'bedrock' ? new BedrockAi({ config: bedrockConfigFromEnv(env) }) : new LocalAi() };
  }
  return cached.ai;
}
