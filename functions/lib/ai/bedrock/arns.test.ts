import { describe, expect, it } from 'vitest';
import { bedrockInvokeGrants, bedrockModelArns, splitInferenceProfileId } from './arns';

const ACCOUNT = '123456789012';

describe('bedrockInvokeGrants', () => {
  it('grants one foundation model in its Region', () => {
    expect(bedrockInvokeGrants({ modelId: 'anthropic.claude-3-5-sonnet-20241022-v2:0', region: 'ap-southeast-2', account: ACCOUNT })).toEqual([
      {
        actions: ['bedrock:InvokeModel'],
        resources: ['arn:aws:bedrock:ap-southeast-2::foundation-model/anthropic.claude-3-5-sonnet-20241022-v2:0'],
      },
    ]);
  });

  it('grants an inference profile and its foundation model in every Region, only through that profile', () => {
    const profile = `arn:aws:bedrock:ap-southeast-2:${ACCOUNT}:inference-profile/apac.anthropic.claude-sonnet-4-20250514-v1:0`;
    expect(bedrockInvokeGrants({ modelId: 'apac.anthropic.claude-sonnet-4-20250514-v1:0', region: 'ap-southeast-2', account: ACCOUNT })).toEqual([
      { actions: ['bedrock:InvokeModel'], resources: [profile] },
      {
        actions: ['bedrock:InvokeModel'],
        resources: ['arn:aws:bedrock:*::foundation-model/anthropic.claude-sonnet-4-20250514-v1:0'],
        conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profile } },
      },
    ]);
  });

  it('handles the Australian and global profiles and GovCloud partitions', () => {
    expect(bedrockModelArns({ modelId: 'au.anthropic.claude-sonnet-4-5-20250929-v1:0', region: 'ap-southeast-2', account: ACCOUNT })).toEqual([
      `arn:aws:bedrock:ap-southeast-2:${ACCOUNT}:inference-profile/au.anthropic.claude-sonnet-4-5-20250929-v1:0`,
      'arn:aws:bedrock:*::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0',
    ]);
    expect(bedrockModelArns({ modelId: 'global.anthropic.claude-sonnet-4-5-20250929-v1:0', region: 'us-east-1', account: ACCOUNT })[1]).toBe(
      'arn:aws:bedrock:*::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0',
    );
    expect(bedrockModelArns({ modelId: 'us-gov.anthropic.claude-3-haiku-20240307-v1:0', region: 'us-gov-west-1', account: ACCOUNT })).toEqual([
      `arn:aws-us-gov:bedrock:us-gov-west-1:${ACCOUNT}:inference-profile/us-gov.anthropic.claude-3-haiku-20240307-v1:0`,
      'arn:aws-us-gov:bedrock:*::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
    ]);
  });

  it('accepts ARNs as model ids', () => {
    const fm = 'arn:aws:bedrock:ap-southeast-2::foundation-model/amazon.nova-pro-v1:0';
    expect(bedrockModelArns({ modelId: fm, region: 'ap-southeast-2', account: ACCOUNT })).toEqual([fm]);
    const app = `arn:aws:bedrock:ap-southeast-2:${ACCOUNT}:application-inference-profile/abc123`;
    expect(bedrockInvokeGrants({ modelId: app, region: 'ap-southeast-2', account: ACCOUNT, foundationModelIds: ['anthropic.claude-3-haiku-20240307-v1:0'] })).toEqual([
      { actions: ['bedrock:InvokeModel'], resources: [app] },
      {
        actions: ['bedrock:InvokeModel'],
        resources: ['arn:aws:bedrock:*::foundation-model/anthropic.claude-3-haiku-20240307-v1:0'],
        conditions: { StringEquals: { 'bedrock:InferenceProfileArn': app } },
      },
    ]);
  });

  it('works with unresolved CDK tokens for the account', () => {
    const arns = bedrockModelArns({ modelId: 'apac.amazon.nova-pro-v1:0', region: 'ap-southeast-2', account: '${Token[AWS.AccountId.7]}' });
    expect(arns[0]).toBe('arn:aws:bedrock:ap-southeast-2:${Token[AWS.AccountId.7]}:inference-profile/apac.amazon.nova-pro-v1:0');
  });

  it('refuses an empty model id', () => {
    expect(() => bedrockInvokeGrants({ modelId: ' ', region: 'ap-southeast-2', account: ACCOUNT })).toThrow('A Bedrock model id is required');
  });
});

describe('splitInferenceProfileId', () => {
  it('tells a profile id from a foundation model id', () => {
    expect(splitInferenceProfileId('eu.meta.llama3-2-3b-instruct-v1:0')).toEqual({ prefix: 'eu', foundationModelId: 'meta.llama3-2-3b-instruct-v1:0' });
    expect(splitInferenceProfileId('anthropic.claude-3-haiku-20240307-v1:0')).toBeNull();
  });
});
