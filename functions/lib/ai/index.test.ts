import { describe, expect, it } from 'vitest';
import { AiConfigError, BedrockAi, DEFAULT_BEDROCK_MODEL_ID, getAi, LocalAi } from './index';

describe('getAi', () => {
  it('uses the local provider by default', () => {
    expect(getAi({})).toBeInstanceOf(LocalAi);
    expect(getAi({ AI_PROVIDER: ' ' }).name).toBe('local');
  });

  it('switches to Bedrock with AI_PROVIDER=bedrock, reading the model and Region from the environment', () => {
    const ai = getAi({ AI_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'apac.anthropic.claude-sonnet-4-20250514-v1:0', AWS_REGION: 'ap-southeast-2' });
    expect(ai).toBeInstanceOf(BedrockAi);
    expect((ai as BedrockAi).config).toMatchObject({ modelId: 'apac.anthropic.claude-sonnet-4-20250514-v1:0', region: 'ap-southeast-2' });
  });

  it('prefers BEDROCK_REGION over AWS_REGION and has a default model', () => {
    const ai = getAi({ AI_PROVIDER: 'Bedrock', BEDROCK_REGION: 'ap-southeast-4', AWS_REGION: 'us-east-1' }) as BedrockAi;
    expect(ai.config.region).toBe('ap-southeast-4');
    expect(ai.config.modelId).toBe(DEFAULT_BEDROCK_MODEL_ID);
  });

  it('creates the provider once per configuration', () => {
    expect(getAi({})).toBe(getAi({}));
  });

  it('refuses an unknown provider', () => {
    expect(() => getAi({ AI_PROVIDER: 'openai' })).toThrow(AiConfigError);
  });
});
