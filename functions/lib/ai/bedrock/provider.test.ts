import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  ThrottlingException,
  AccessDeniedException,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { AiInputError, AiOutputError, AiTimeoutError, AiUnavailableError } from '../errors';
import { changeSummaryContentSchema } from '../schemas';
import { BedrockAi, toolInputSchema } from './provider';

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const MODEL = 'apac.anthropic.claude-sonnet-4-20250514-v1:0';
const NOW = new Date('2026-02-01T00:00:00.000Z');

function provider(delays: number[] = []) {
  return new BedrockAi({
    client: new BedrockRuntimeClient({
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    }),
    config: { modelId: MODEL, region: 'ap-southeast-2', maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1000 },
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 1,
    now: () => NOW,
  });
}

function toolResponse(name: string, input: unknown, id = 'tool-1'): ConverseCommandOutput {
  return {
    $metadata: {},
    output: {
      message: { role: 'assistant', content: [{ toolUse: { toolUseId: id, name, input: input as never } }] },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
    metrics: { latencyMs: 10 },
  };
}

const SUMMARY = {
  title: 'Aged Care Amendment (Reporting) Rules 2026',
  summary: 'New rules start on 1 April 2026. Providers must report complaint numbers each quarter.',
  whatChanged: 'New item.',
  impact: 'high',
  tags: ['legislation'],
  effectiveDate: '2026-04-01',
};
const CHANGE_INPUT = {
  source: 'Federal Register of Legislation',
  title: 'Aged Care Amendment (Reporting) Rules 2026',
  url: 'https://www.legislation.gov.au/F2026L00001/asmade/text',
  text: 'The amendments commence on 1 April 2026.',
};

describe('BedrockAi request', () => {
  it('calls Converse with the model, a forced tool whose schema comes from zod, and the limits', async () => {
    // Prepare
    bedrock.on(ConverseCommand).resolves(toolResponse('record_change_summary', SUMMARY));
    // Act
    await provider().summariseChange(CHANGE_INPUT);
    // Assess
    const input = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(input?.modelId).toBe(MODEL);
    expect(input?.inferenceConfig).toEqual({ maxTokens: 1500, temperature: 0.2 });
    expect(input?.toolConfig?.toolChoice).toEqual({ tool: { name: 'record_change_summary' } });
    const spec = input?.toolConfig?.tools?.[0]?.toolSpec;
    expect(spec?.name).toBe('record_change_summary');
    expect(spec?.inputSchema?.json).toEqual(toolInputSchema(changeSummaryContentSchema));
    expect(spec?.inputSchema?.json).toMatchObject({
      type: 'object',
      required: ['title', 'summary', 'whatChanged', 'impact', 'tags'],
      properties: { impact: { enum: ['high', 'medium', 'low'] } },
    });
    expect(input?.system?.[0]?.text).toContain('Reply only by calling the tool "record_change_summary"');
    expect(input?.messages?.[0]?.content?.[0]?.text).toContain(
      '<page_text>\nThe amendments commence on 1 April 2026.\n</page_text>',
    );
  });

  it('returns the validated tool input with the source link kept', async () => {
    bedrock.on(ConverseCommand).resolves(toolResponse('record_change_summary', SUMMARY));
    const out = await provider().summariseChange(CHANGE_INPUT);
    expect(out).toEqual({ ...SUMMARY, url: CHANGE_INPUT.url, source: CHANGE_INPUT.source });
  });

  it('validates its input before calling the model', async () => {
    await expect(provider().summariseChange({ ...CHANGE_INPUT, url: 'ftp://x' })).rejects.toBeInstanceOf(
      AiInputError,
    );
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });
});

describe('BedrockAi repair', () => {
  it('sends the validation errors back once and accepts the corrected result', async () => {
    // Prepare
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolResponse('record_change_summary', { ...SUMMARY, impact: 'urgent' }, 'first'))
      .resolvesOnce(toolResponse('record_change_summary', SUMMARY, 'second'));
    // Act
    const out = await provider().summariseChange(CHANGE_INPUT);
    // Assess
    expect(out.impact).toBe('high');
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(2);
    const messages = calls[1]?.args[0].input.messages ?? [];
    expect(messages).toHaveLength(3);
    expect(messages[1]?.role).toBe('assistant');
    const result = messages[2]?.content?.[0]?.toolResult;
    expect(result?.toolUseId).toBe('first');
    expect(result?.status).toBe('error');
    expect(result?.content?.[0]?.text).toContain('- impact:');
  });

  it('fails with a clear error when the repaired result is still invalid', async () => {
    bedrock.on(ConverseCommand).resolves(toolResponse('record_change_summary', { title: '' }));
    const error = await provider()
      .summariseChange(CHANGE_INPUT)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiOutputError);
    expect((error as AiOutputError).statusCode).toBe(502);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
  });

  it('asks again when the model answers in text instead of calling the tool', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce({
        $metadata: {},
        output: { message: { role: 'assistant', content: [{ text: 'Here is a summary.' }] } },
        stopReason: 'end_turn',
        usage: undefined,
        metrics: undefined,
      })
      .resolvesOnce(toolResponse('record_change_summary', SUMMARY));
    const out = await provider().summariseChange(CHANGE_INPUT);
    expect(out.title).toBe(SUMMARY.title);
    expect(
      bedrock.commandCalls(ConverseCommand)[1]?.args[0].input.messages?.[2]?.content?.[0]?.text,
    ).toContain('Reply only by calling the tool');
  });

  it('repairs a quiz with the wrong number of questions', async () => {
    const question = (i: number) => ({
      question: `How soon does the Care Manager acknowledge a complaint made at site number ${i}?`,
      options: [
        'within 1 business day',
        'within 2 business days',
        'within 3 business days',
        'within 5 business days',
      ],
      correctAnswer: i % 4,
      explanation: 'The policy says so.',
    });
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolResponse('record_quiz', { questions: [1, 2, 3, 4].map(question) }))
      .resolvesOnce(toolResponse('record_quiz', { questions: [1, 2, 3, 4, 5].map(question) }));
    const quiz = await provider().generateQuiz({
      title: 'Policy',
      content: 'Staff must report incidents within 24 hours.',
      count: 5,
    });
    expect(quiz.questions).toHaveLength(5);
    const first = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(first?.inferenceConfig?.maxTokens).toBe(3000);
    expect(first?.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toMatchObject({
      properties: { questions: { minItems: 5, maxItems: 5 } },
    });
  });

  it('replaces a question the checker rejects, and refuses the quiz when the model cannot', async () => {
    const content =
      'Priority 1 incidents are reported within 24 hours. Staff wash their hands before every meal.';
    const good = (i: number) => ({
      question: `Which hand hygiene rule number ${i} applies before meals in the dining room?`,
      options: ['rule one', 'rule two', 'rule three', 'rule four'],
      correctAnswer: 0,
      explanation: 'The policy says so.',
    });
    const dangling = {
      question: 'It must be reported within what time?',
      options: ['24 hours', '48 hours', '72 hours', '7 days'],
      correctAnswer: 0,
      explanation: 'Priority 1.',
    };
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(
        toolResponse('record_quiz', { questions: [good(1), good(2), good(3), good(4), dangling] }),
      )
      .resolvesOnce(toolResponse('record_quiz', { questions: [good(5)] }));
    const quiz = await provider().generateQuiz({ title: 'Incidents', content, count: 5 });
    expect(quiz.questions.map((q) => q.question)).toEqual(
      [1, 2, 3, 4, 5].map(
        (i) => `Which hand hygiene rule number ${i} applies before meals in the dining room?`,
      ),
    );
    const retry = bedrock.commandCalls(ConverseCommand)[1]?.args[0].input;
    expect(retry?.system?.[0]?.text).toContain('dangling-reference');
    expect(retry?.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toMatchObject({
      properties: { questions: { minItems: 1, maxItems: 1 } },
    });

    bedrock.reset();
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(
        toolResponse('record_quiz', { questions: [good(1), good(2), good(3), good(4), dangling] }),
      )
      .resolvesOnce(toolResponse('record_quiz', { questions: [dangling] }));
    const error = await provider()
      .generateQuiz({ title: 'Incidents', content, count: 5 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiInputError);
    expect((error as Error).message).toBe(
      'Only 4 sound questions could be written from this policy, not 5. Choose fewer questions or add more detail to the policy.',
    );
  });
});

describe('BedrockAi throttling', () => {
  it('retries a throttled request with growing delays', async () => {
    // Prepare
    const delays: number[] = [];
    const throttled = new ThrottlingException({
      message: 'Too many requests',
      $metadata: { httpStatusCode: 429 },
    });
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(throttled)
      .rejectsOnce(throttled)
      .resolves(toolResponse('record_change_summary', SUMMARY));
    // Act
    const out = await provider(delays).summariseChange(CHANGE_INPUT);
    // Assess
    expect(out.title).toBe(SUMMARY.title);
    expect(delays).toEqual([100, 200]);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(3);
  });

  it('gives up with a clear "busy" error after the retry limit', async () => {
    const delays: number[] = [];
    bedrock
      .on(ConverseCommand)
      .rejects(new ThrottlingException({ message: 'Too many requests', $metadata: { httpStatusCode: 429 } }));
    const error = await provider(delays)
      .summariseChange(CHANGE_INPUT)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).statusCode).toBe(503);
    expect((error as Error).message).toBe(
      'The AI service is busy right now. Please try again in a few minutes.',
    );
    expect(delays).toEqual([100, 200, 400]);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(4);
  });

  it('does not retry an error that retrying cannot fix', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(new AccessDeniedException({ message: 'denied', $metadata: { httpStatusCode: 403 } }));
    const error = await provider()
      .summariseChange(CHANGE_INPUT)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiOutputError);
    expect((error as Error).message).not.toContain('denied');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });

  it('abandons a request that takes longer than the timeout', async () => {
    const hanging = {
      send: (_command: unknown, options: { abortSignal: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          options.abortSignal.addEventListener('abort', () =>
            reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' })),
          );
        }),
    } as unknown as BedrockRuntimeClient;
    const ai = new BedrockAi({
      client: hanging,
      config: { modelId: MODEL, region: 'ap-southeast-2', timeoutMs: 20 },
    });
    await expect(ai.summariseChange(CHANGE_INPUT)).rejects.toBeInstanceOf(AiTimeoutError);
  });
});

describe('BedrockAi answers and assessments', () => {
  const passages = [
    {
      id: 'inc:2',
      policyId: 'inc',
      policyTitle: 'Incident Policy',
      heading: 'Reporting',
      headingPath: ['Incident Policy'],
      text: 'Priority 1 incidents are reported to the Commission within 24 hours.\nThe Care Manager decides the priority.',
    },
    {
      id: 'com:0',
      policyId: 'com',
      policyTitle: 'Complaints Policy',
      heading: 'Timeframes',
      headingPath: [],
      text: 'Complaints are acknowledged within 2 business days.',
    },
  ];
  const question = 'How fast do we report a priority 1 incident?';

  it('sends the passages under short ids and maps the citation back to the passage', async () => {
    bedrock.on(ConverseCommand).resolves(
      toolResponse('record_policy_answer', {
        answer: 'Within 24 hours.',
        answered: true,
        citations: [
          { passageId: 'P1', quote: 'Priority 1 incidents are reported to the Commission within 24 hours.' },
        ],
      }),
    );
    const out = await provider().answerPolicyQuestion({
      question,
      passages,
      scopeLabel: 'your policy library',
    });
    expect(out.citations).toEqual([
      { passageId: 'inc:2', quote: 'Priority 1 incidents are reported to the Commission within 24 hours.' },
    ]);
    const sent =
      bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.messages?.[0]?.content?.[0]?.text ?? '';
    expect(sent).toContain(
      '<passage id="P1" policy="Incident Policy" section="Incident Policy > Reporting">',
    );
    expect(sent).not.toContain('inc:2');
  });

  it('rejects a citation of a passage it was not given, and takes the repaired answer', async () => {
    const answer = (passageId: string) => ({
      answer: 'Within 24 hours.',
      answered: true,
      citations: [
        { passageId, quote: 'Priority 1 incidents are reported to the Commission within 24 hours.' },
      ],
    });
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolResponse('record_policy_answer', answer('P9')))
      .resolvesOnce(toolResponse('record_policy_answer', answer('P1')));
    const out = await provider().answerPolicyQuestion({ question, passages });
    expect(out.citations[0]?.passageId).toBe('inc:2');
    const repair =
      bedrock.commandCalls(ConverseCommand)[1]?.args[0].input.messages?.[2]?.content?.[0]?.toolResult
        ?.content?.[0]?.text;
    expect(repair).toContain('unknown id "P9"');
  });

  it('fails when the repaired answer still cites a passage it was not given', async () => {
    const bad = {
      answer: 'Within 24 hours.',
      answered: true,
      citations: [{ passageId: 'inc:2', quote: 'x' }],
    };
    bedrock.on(ConverseCommand).resolves(toolResponse('record_policy_answer', bad));
    await expect(provider().answerPolicyQuestion({ question, passages })).rejects.toThrow();
  });

  it('replaces a paraphrased quote with the line of the passage it came from', async () => {
    bedrock.on(ConverseCommand).resolves(
      toolResponse('record_policy_answer', {
        answer: 'Within 24 hours.',
        answered: true,
        citations: [{ passageId: 'P1', quote: 'You have 24 hours to report priority 1 incidents.' }],
      }),
    );
    const out = await provider().answerPolicyQuestion({ question, passages });
    expect(out.citations[0]?.quote).toBe(
      'Priority 1 incidents are reported to the Commission within 24 hours.',
    );
  });

  it('takes section titles and citations from the Act reference, not from the model', async () => {
    const text =
      '# Complaints Policy\n\nWe acknowledge complaints within 2 business days. People can contact the Aged Care Quality and Safety Commission.';
    bedrock
      .on(ConverseCommand)
      .callsFake((input: { messages: Array<{ content: Array<{ text?: string }> }> }) => {
        const ids = [
          ...(input.messages[0]?.content[0]?.text ?? '').matchAll(/<requirement id="([^"]+)"/g),
        ].map((m) => m[1]);
        return toolResponse('record_policy_assessment', {
          score: 50,
          summary: 'A short complaints policy.',
          sections: ids.map((id) => ({
            id,
            title: 'Model title',
            score: 80,
            explanation: 'Covered.',
            relevantActSection: 'Act s 999',
            suggestions: [],
          })),
        });
      });
    const out = await provider().assessPolicy({ text });
    expect(out.timestamp).toBe(NOW.toISOString());
    const complaints = out.sections.find((s) => s.id === 'complaints');
    expect(complaints?.title).toBe('Complaints and feedback');
    expect(complaints?.relevantActSection).not.toContain('999');
    expect(out.sections.some((s) => s.title === 'Model title')).toBe(false);
  });

  it('merges the fact checks after the model: a policy against the Act cannot score as met, whatever the model says', async () => {
    const text = [
      '# Incident Management Policy',
      '',
      '## Reporting reportable incidents',
      'Priority 1 reportable incidents are notified to the Aged Care Quality and Safety Commission within 72 hours.',
      'Priority 2 reportable incidents are notified within 30 days.',
      'Staff report every incident to the RN on duty straight away, and the manager investigates it.',
    ].join('\n');
    bedrock
      .on(ConverseCommand)
      .callsFake((input: { messages: Array<{ content: Array<{ text?: string }> }> }) => {
        const ids = [
          ...(input.messages[0]?.content[0]?.text ?? '').matchAll(/<requirement id="([^"]+)"/g),
        ].map((m) => m[1]);
        return toolResponse('record_policy_assessment', {
          score: 95,
          summary: 'Overall score: 95/100. A thorough incident policy.',
          sections: ids.map((id) => ({
            id,
            title: 'x',
            score: 95,
            explanation: 'Covered.',
            relevantActSection: 'x',
            suggestions: [],
            evidence: [
              'Staff report every incident to the RN on duty straight away, and the manager investigates it.',
              'A sentence the policy never had.',
            ],
          })),
        });
      });
    const out = await provider().assessPolicy({ text });
    const incidents = out.sections.find((s) => s.id === 'incidents');
    expect(incidents?.score).toBeLessThanOrEqual(40);
    expect(incidents?.findings?.[0]).toMatchObject({ ruleId: 'sirs-priority-1', kind: 'contradiction' });
    expect(incidents?.suggestions[0]).toContain('within 24 hours');
    // Only the policy's own words count as evidence.
    expect(incidents?.evidence).toEqual([
      'Staff report every incident to the RN on duty straight away, and the manager investigates it.',
    ]);
    expect(out.score).toBeLessThan(95);
    expect(out.summary).toContain(`${out.score}/100`);
  });
});
