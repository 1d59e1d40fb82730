// Bedrock settings from the environment: model, Region, time and token limits, retries.
import type { Capability } from '../types';

/**
 * Claude Sonnet 4.5 through the Australian cross-Region inference profile, so that prompts (which can hold a provider's
 * policies and business profile) are processed in Australian Regions. Override with BEDROCK_MODEL_ID.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'au.anthropic.claude-sonnet-4-5-20250929-v1:0';
export const DEFAULT_BEDROCK_REGION = 'ap-southeast-2';

export interface BedrockConfig {
  modelId: string;
  region: string;
  /** Per request; a request that takes longer is abandoned with AiTimeoutError. */
  timeoutMs: number;
  /** Retries of a throttled or unavailable request (so up to maxRetries + 1 attempts). */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  temperature: number;
  maxTokens: Record<Capability, number>;
  /** Characters of document text sent to the model, per capability; longer text is cut and the model told so. */
  maxInputChars: Record<Capability, number>;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function bedrockConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BedrockConfig {
  return {
    modelId: env.BEDROCK_MODEL_ID?.trim() || DEFAULT_BEDROCK_MODEL_ID,
    region: env.BEDROCK_REGION?.trim() || env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || DEFAULT_BEDROCK_REGION,
    timeoutMs: positiveInt(env.BEDROCK_TIMEOUT_MS, 90_000),
    maxRetries: positiveInt(env.BEDROCK_MAX_RETRIES, 4),
    baseDelayMs: 1000,
    maxDelayMs: 16_000,
    temperature: 0.2,
    maxTokens: {
      summariseChange: 1500,
      personaliseUpdate: 1200,
      answerPolicyQuestion: 2000,
      generateQuiz: 9000,
      assessPolicy: 8000,
    },
    maxInputChars: {
      summariseChange: 60_000,
      personaliseUpdate: 20_000,
      answerPolicyQuestion: 40_000,
      generateQuiz: 120_000,
      assessPolicy: 150_000,
    },
  };
}
