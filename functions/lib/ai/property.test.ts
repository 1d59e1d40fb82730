// Property tests: whatever text a provider is given, it returns output that passes its schema or a clear AiInputError.
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mockClient } from 'aws-sdk-client-mock';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { AiInputError, AiOutputError } from './errors';
import { BedrockAi } from './bedrock/provider';
import { LocalAi } from './local/provider';
import { LibraryIndex, retrieve } from '../retrieval/library-index';
import {
  assessmentSchema,
  changeSummarySchema,
  personalisedInsightSchema,
  policyAnswerSchema,
  quizSchemaFor,
} from './schemas';

const ai = new LocalAi({ now: () => new Date('2026-02-01T00:00:00.000Z') });
const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

const WORDS = [
  'staff',
  'must',
  'report',
  'incidents',
  'within',
  '24 hours',
  'the',
  'Care Manager',
  'complaints',
  'Commission',
  'privacy',
  'records',
  'kept',
  'for',
  '7 years',
  'every year',
  'training',
  'residents',
  'and',
  'hand hygiene',
];
const NON_ENGLISH = [
  '员工必须在24小时内报告所有事件。经理每月审查投诉。',
  'يجب على الموظفين الإبلاغ عن الحوادث خلال 24 ساعة.',
  'Το προσωπικό πρέπει να αναφέρει τα περιστατικά εντός 24 ωρών.',
  'Nhân viên phải báo cáo sự cố trong vòng 24 giờ.',
  'Персонал должен сообщать об инцидентах в течение 24 часов.',
];

const sentence = fc
  .array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 14 })
  .map((ws) => `${ws.join(' ')}.`);
const markdownBlock = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), sentence)
    .map(([n, s]) => `${'#'.repeat(n)} ${s.replace(/\.$/, '')}`),
  sentence.map((s) => `- ${s}`),
  sentence.map((s) => `1. **${s}**`),
  fc.tuple(sentence, sentence).map(([a, b]) => `| ${a} | ${b} |\n|---|---|\n| ${b} | ${a} |`),
  sentence.map((s) => `> _${s}_ [link](https://example.org) \`code\``),
  sentence.map((s) => `\`\`\`\n${s}\n\`\`\``),
  fc.constantFrom('---', '', '<div>html</div>', '***', '|', '* * *', '1.', '- '),
  fc.constantFrom(...NON_ENGLISH),
  sentence,
);
const markdown = fc.array(markdownBlock, { maxLength: 40 }).map((blocks) => blocks.join('\n'));
const anyText = fc.oneof(
  markdown,
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.constantFrom('', ' ', '\n\n', ...NON_ENGLISH),
);

/** Resolves to the value, or to the error when it is an AiInputError; any other failure fails the property. */
async function valueOrInputError<T>(promise: Promise<T>): Promise<T | AiInputError> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AiInputError) return error;
    throw error;
  }
}

const megabyte = (() => {
  const block = [
    '## Reporting incidents',
    'Staff must report every incident to the Registered Nurse on shift within 24 hours.',
    '- The Care Manager reviews complaints every month;',
    '- records are kept for 7 years.',
    '| Priority | Timeframe |',
    '|---|---|',
    '| Priority 1 | 24 hours |',
    '员工必须报告事件。',
    '',
  ].join('\n');
  return block.repeat(Math.ceil((1024 * 1024) / block.length)).slice(0, 1024 * 1024);
})();

describe('local provider outputs always validate', () => {
  it('assessPolicy', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => {
        const out = await valueOrInputError(ai.assessPolicy({ text }));
        if (out instanceof AiInputError) expect(text.trim() === '' || !/[\p{L}\p{N}]/u.test(text)).toBe(true);
        else expect(assessmentSchema.safeParse(out).success).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('generateQuiz', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.constantFrom(5, 10, 15, 20), async (content, count) => {
        const out = await valueOrInputError(ai.generateQuiz({ title: 'Policy', content, count: count as 5 }));
        if (!(out instanceof AiInputError)) expect(quizSchemaFor(count).safeParse(out).success).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('answerPolicyQuestion', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 200 }),
        fc.array(anyText, { maxLength: 4 }),
        async (question, contents) => {
          const policies = contents.map((content, i) => ({
            id: `p${i}`,
            title: `Policy ${i}`,
            content,
            categoryId: 'c',
            version: 1,
          }));
          const passages = retrieve(LibraryIndex.build(policies), policies, question);
          const out = await valueOrInputError(ai.answerPolicyQuestion({ question, passages }));
          if (out instanceof AiInputError) expect(question.trim()).toBe('');
          else expect(policyAnswerSchema.safeParse(out).success).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('summariseChange', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyText,
        fc.option(anyText, { nil: undefined }),
        fc.string({ minLength: 1, maxLength: 80 }),
        async (text, previousText, title) => {
          const out = await valueOrInputError(
            ai.summariseChange({
              source: 'Commission',
              title,
              url: 'https://example.gov.au/a',
              text,
              previousText,
            }),
          );
          if (out instanceof AiInputError) expect(title.trim()).toBe('');
          else expect(changeSummarySchema.safeParse(out).success).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('personaliseUpdate', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyText,
        fc.option(
          fc.record({
            description: fc.string({ maxLength: 300 }),
            challenges: fc.string({ maxLength: 100 }),
            businessName: fc.string({ maxLength: 50 }),
          }),
          { nil: null },
        ),
        async (summary, profile) => {
          const out = await valueOrInputError(
            ai.personaliseUpdate({ update: { title: 'Update', summary }, profile }),
          );
          if (!(out instanceof AiInputError))
            expect(personalisedInsightSchema.safeParse(out).success).toBe(true);
          else expect(summary.trim() === '' || (profile?.description.trim().length ?? 99) < 10).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('handles a 1 MB document in every capability', async () => {
    expect(assessmentSchema.safeParse(await ai.assessPolicy({ text: megabyte })).success).toBe(true);
    const quiz = await valueOrInputError(ai.generateQuiz({ title: 'Big', content: megabyte, count: 20 }));
    expect(quiz instanceof AiInputError || quizSchemaFor(20).safeParse(quiz).success).toBe(true);
    const bigPolicy = [{ id: 'big', title: 'Big', content: megabyte, categoryId: 'c', version: 1 }];
    const passages = retrieve(LibraryIndex.build(bigPolicy), bigPolicy, 'Who reviews complaints?');
    const answer = await ai.answerPolicyQuestion({ question: 'Who reviews complaints?', passages });
    expect(policyAnswerSchema.safeParse(answer).success).toBe(true);
    const summary = await ai.summariseChange({
      source: 'Commission',
      title: 'Big page',
      url: 'https://example.gov.au/big',
      text: megabyte.slice(0, 900_000),
    });
    expect(changeSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('refuses text over the size limit with a clear error', async () => {
    const error = await ai.assessPolicy({ text: 'a'.repeat(2_000_001) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiInputError);
    expect((error as AiInputError).message).toBe('The document is too long to assess');
  });
});

describe('Bedrock provider outputs always validate', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  afterEach(() => bedrock.reset());

  it('returns a valid summary or a clear error, whatever the model sends', async () => {
    const provider = new BedrockAi({
      client: new BedrockRuntimeClient({
        region: 'ap-southeast-2',
        credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      }),
      config: { modelId: 'anthropic.claude-3-haiku-20240307-v1:0', region: 'ap-southeast-2' },
      sleep: async () => undefined,
    });
    const candidate = fc.oneof(
      fc.jsonValue(),
      fc.record({
        title: fc.string(),
        summary: fc.string(),
        whatChanged: fc.string(),
        impact: fc.constantFrom('high', 'medium', 'low', 'urgent'),
        tags: fc.array(fc.string({ maxLength: 50 }), { maxLength: 10 }),
        effectiveDate: fc.option(fc.constantFrom('2026-04-01', '1 April 2026'), { nil: undefined }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(candidate, async (input) => {
        bedrock.reset();
        bedrock.on(ConverseCommand).resolves({
          $metadata: {},
          output: {
            message: {
              role: 'assistant',
              content: [
                { toolUse: { toolUseId: 't', name: 'record_change_summary', input: input as never } },
              ],
            },
          },
          stopReason: 'tool_use',
          usage: undefined,
          metrics: undefined,
        });
        try {
          const out = await provider.summariseChange({
            source: 'Commission',
            title: 'Bulletin',
            url: 'https://example.gov.au/b',
            text: 'Text.',
          });
          expect(changeSummarySchema.safeParse(out).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(AiOutputError);
        }
      }),
      { numRuns: 60 },
    );
  });
});
