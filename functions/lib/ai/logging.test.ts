// Personal data and document bodies never reach the logs, on the happy path or the repair and retry paths.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { logger } from '../logger';
import { BedrockAi } from './bedrock/provider';
import { LocalAi } from './local/provider';

const SECRET_PROFILE = 'Marker-Profile-7731 serves Mrs Example at 12 Secret Street';
const SECRET_POLICY = 'Marker-Policy-5521 staff must report incidents within 24 hours.';

function captureLogs() {
  const lines: unknown[] = [];
  for (const level of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
      lines.push(args);
    });
  }
  return () => JSON.stringify(lines);
}

afterEach(() => vi.restoreAllMocks());

describe('AI logging', () => {
  it('the local provider logs sizes and timings, never the profile or the document', async () => {
    const logs = captureLogs();
    const ai = new LocalAi();
    await ai.personaliseUpdate({ update: { title: 'Update', summary: 'Complaints guidance.' }, profile: { description: SECRET_PROFILE } });
    await ai.assessPolicy({ text: `# Policy\n\n${SECRET_POLICY}` });
    await ai.answerPolicyQuestion({
      question: 'How fast do we report incidents?',
      passages: [{ id: 'p:0', policyId: 'p', policyTitle: 'P', heading: '', headingPath: [], text: SECRET_POLICY }],
    });
    const text = logs();
    expect(text).toContain('assessPolicy');
    expect(text).not.toContain('Marker-Profile');
    expect(text).not.toContain('Marker-Policy');
  });

  it('the Bedrock provider logs no prompt text, even when it retries and repairs', async () => {
    const bedrock = mockClient(BedrockRuntimeClient);
    const logs = captureLogs();
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(new ThrottlingException({ message: 'slow down', $metadata: { httpStatusCode: 429 } }))
      .resolvesOnce({
        $metadata: {},
        output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't', name: 'record_personalised_insight', input: { insight: SECRET_PROFILE, relevance: 500, reasons: [] } } }] } },
        stopReason: 'tool_use',
        usage: undefined,
        metrics: undefined,
      })
      .resolves({
        $metadata: {},
        output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't2', name: 'record_personalised_insight', input: { insight: 'Relevant.', relevance: 50, reasons: ['It applies.'] } } }] } },
        stopReason: 'tool_use',
        usage: undefined,
        metrics: undefined,
      });
    const ai = new BedrockAi({
      client: new BedrockRuntimeClient({ region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }),
      config: { modelId: 'anthropic.claude-3-haiku-20240307-v1:0', region: 'ap-southeast-2' },
      sleep: async () => undefined,
    });
    await ai.personaliseUpdate({ update: { title: 'Update', summary: SECRET_POLICY }, profile: { description: SECRET_PROFILE } });
    const text = logs();
    expect(text).toContain('ai.bedrock.retry');
    expect(text).toContain('ai.bedrock.invalid-output');
    expect(text).not.toContain('Marker-Profile');
    expect(text).not.toContain('Marker-Policy');
    bedrock.restore();
  });
});
