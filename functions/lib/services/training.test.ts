// Training modules against dynalite: a module generated from a policy keeps its answers on the server; answers are
// checked one at a time with two attempts per question; the score is the server's own count and a forged one is
// refused; Restart starts a new run and keeps the finished ones for the record (CSV); a changed policy is flagged and
// Regenerate writes new questions; another account finds none of it.
import { describe, expect, it } from 'vitest';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { BadRequest, Conflict, NotFound, UnprocessableContent } from '../errors';
import { moduleItemSchema, trainingKeys } from '../data/entities/training';
import { ddb, tableName } from '../clients';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createCategory, createPolicy, deletePolicy, updatePolicy } from './policies';
import {
  answerQuestion,
  deleteModule,
  generateModule,
  getModule,
  getProgress,
  listModules,
  listProgress,
  regenerateModule,
  saveProgress,
  trainingRecordCsv,
} from './training';
import { ensureUser } from './users';
import type { Caller } from '../http/auth';

useTableAndBucket();

const POLICY = `# Incident Management Policy

## Reporting
Priority 1 reportable incidents are reported to the Aged Care Quality and Safety Commission within 24 hours.
Priority 2 reportable incidents are reported to the Commission within 30 days.
The registered nurse on duty makes the person safe and gives first aid.
The police are called where a crime may have occurred.

## Investigation
The Clinical Care Manager investigates each incident within 5 business days.
Every incident is recorded in the incident register.
The family is told what happened under open disclosure.
Incident records are kept for 7 years.
`;

async function setUp(name: string) {
  const me = newCaller(name);
  await ensureUser(me);
  const category = await createCategory(me, { name: 'Clinical', description: null, parentId: null });
  const policy = await createPolicy(me, {
    title: 'Incident Management Policy',
    content: POLICY,
    categoryId: category.id,
    isPublished: true,
  });
  return { me, policy };
}

/** The answers as only the server knows them. */
async function answerKey(caller: Caller, id: string): Promise<number[]> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: trainingKeys.module(caller.sub, id) }),
  );
  return moduleItemSchema.parse(res.Item).questions.map((q) => q.correctAnswer);
}

const wrong = (right: number) => (right + 1) % 4;

describe('training modules', () => {
  it('sends the questions without their answers, checks each answer, and scores the run itself', async () => {
    const { me, policy } = await setUp('training');
    const module = await generateModule(me, {
      policyId: policy.id,
      title: 'Incident reporting',
      description: undefined,
      numQuestions: 5,
    });
    expect(module).toMatchObject({
      title: 'Incident reporting',
      description: 'Test your knowledge on this policy.',
      questionCount: 5,
      policyId: policy.id,
      policyVersion: 1,
      policyChanged: false,
      standing: { completed: false, score: null, attempts: 0, passed: false },
    });
    expect(module.questions).toHaveLength(5);
    // Nothing of the answers reaches the browser.
    expect(JSON.stringify(module)).not.toMatch(/correctAnswer|explanation/);
    const key = await answerKey(me, module.id);

    // Question 1: wrong, then right. Question 2: wrong twice, locked. The rest: right first time.
    const first = await answerQuestion(me, module.id, { questionIndex: 0, option: wrong(key[0] ?? 0) });
    expect(first).toMatchObject({ correct: false, attemptsLeft: 1, state: { settled: false } });
    expect(first.state.explanation).toBeTruthy();
    expect(first.state.correctOption).toBeUndefined();
    const second = await answerQuestion(me, module.id, { questionIndex: 0, option: key[0] ?? 0 });
    expect(second).toMatchObject({
      correct: true,
      state: { settled: true, correct: true, correctOption: key[0] },
    });
    await expect(answerQuestion(me, module.id, { questionIndex: 0, option: 0 })).rejects.toBeInstanceOf(
      Conflict,
    );

    await answerQuestion(me, module.id, { questionIndex: 1, option: wrong(key[1] ?? 0) });
    const locked = await answerQuestion(me, module.id, {
      questionIndex: 1,
      option: wrong(wrong(key[1] ?? 0)),
    });
    expect(locked).toMatchObject({
      correct: false,
      attemptsLeft: 0,
      state: { settled: true, correctOption: key[1] },
    });
    await expect(answerQuestion(me, module.id, { questionIndex: 1, option: key[1] ?? 0 })).rejects.toThrow(
      'Both attempts at this question have been used.',
    );
    await expect(answerQuestion(me, module.id, { questionIndex: 9, option: 0 })).rejects.toBeInstanceOf(
      BadRequest,
    );

    // Finishing before every question is answered is refused.
    await expect(saveProgress(me, module.id, { answers: [], completed: true, score: 40 })).rejects.toThrow(
      'Answer question 3 before finishing the module.',
    );
    for (const i of [2, 3, 4]) await answerQuestion(me, module.id, { questionIndex: i, option: key[i] ?? 0 });

    // A score the answers did not earn is refused, and nothing is saved.
    await expect(
      saveProgress(me, module.id, { answers: [], completed: true, score: 100 }),
    ).rejects.toBeInstanceOf(UnprocessableContent);
    expect((await getProgress(me, module.id)).completed).toBe(false);

    // 4 of 5 right (one on the second attempt counts; the locked one does not): 80 %.
    const done = await saveProgress(
      me,
      module.id,
      { answers: [], completed: true, score: 80 },
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(done).toMatchObject({
      exists: true,
      module_id: module.id,
      module_name: 'Incident reporting',
      completed: true,
      score: 80,
      completed_at: '2026-11-24T10:00:00.000Z',
      use_localStorage: false,
      saved_to: 'server',
    });
    // Review: every question settled, with its correct option and explanation.
    expect(done.questions.every((q) => q.settled && q.correctOption !== undefined && q.explanation)).toBe(
      true,
    );
    await expect(answerQuestion(me, module.id, { questionIndex: 2, option: 0 })).rejects.toThrow(
      'This module is finished. Restart it to answer the questions again.',
    );

    // Restart: a new run; the finished one is kept.
    const restarted = await saveProgress(me, module.id, {
      answers: [null, null],
      completed: false,
      score: 0,
    });
    expect(restarted).toMatchObject({ completed: false, score: 0, answers: [null, null, null, null, null] });
    for (const i of [0, 1, 2, 3, 4])
      await answerQuestion(me, module.id, { questionIndex: i, option: key[i] ?? 0 });
    await saveProgress(
      me,
      module.id,
      { answers: [], completed: true, score: 100 },
      new Date('2026-11-24T11:00:00Z'),
    );

    const [summary] = (await listModules(me)).modules;
    expect(summary?.standing).toEqual({
      completed: true,
      score: 100,
      completedAt: '2026-11-24T11:00:00.000Z',
      attempts: 2,
      passed: true,
    });
    expect(await listProgress(me)).toEqual([
      {
        module_id: module.id,
        module_name: 'Incident reporting',
        completed: true,
        score: 100,
        completed_at: '2026-11-24T11:00:00.000Z',
      },
    ]);

    // The record: one row per finished run.
    const csv = await trainingRecordCsv(me);
    expect(csv.trim().split('\r\n')).toEqual([
      '"Module","Policy","Policy version","Score (%)","Passed","Completed at","Attempt","Attempts"',
      '"Incident reporting","Incident Management Policy","1","80","Yes","2026-11-24T10:00:00.000Z","1","2"',
      '"Incident reporting","Incident Management Policy","1","100","Yes","2026-11-24T11:00:00.000Z","2","2"',
    ]);
  });

  it('flags a module whose policy changed, and regenerates it from the policy as it is now', async () => {
    const { me, policy } = await setUp('training-regenerate');
    const module = await generateModule(me, { policyId: policy.id, title: 'Incidents', numQuestions: 5 });
    await updatePolicy(me, policy.id, {
      title: policy.title,
      content: POLICY.replace('within 5 business days', 'within 3 business days'),
      isPublished: true,
    });
    expect((await listModules(me)).modules[0]).toMatchObject({ policyChanged: true, policyDeleted: false });
    const again = await regenerateModule(me, module.id);
    expect(again).toMatchObject({ id: module.id, policyVersion: 2, policyChanged: false, questionCount: 5 });
    await deletePolicy(me.sub, policy.id);
    expect((await getModule(me, module.id)).policyDeleted).toBe(true);
    await expect(regenerateModule(me, module.id)).rejects.toThrow(/has been deleted/);
  });

  it('refuses a policy with no text, and the same id for a different module', async () => {
    const { me, policy } = await setUp('training-refuse');
    const category = await createCategory(me, { name: 'Empty', description: null, parentId: null });
    const empty = await createPolicy(me, {
      title: 'Empty',
      content: ' ',
      categoryId: category.id,
      isPublished: false,
    });
    await expect(
      generateModule(me, { policyId: empty.id, title: 'Nothing here', numQuestions: 5 }),
    ).rejects.toThrow('This policy has no text yet. Write or upload its content first.');
    const id = crypto.randomUUID();
    const made = await generateModule(me, { id, policyId: policy.id, title: 'Incidents', numQuestions: 5 });
    // The same request again answers the module it made (the browser following a request the gateway gave up on).
    expect(
      (await generateModule(me, { id, policyId: policy.id, title: 'Incidents', numQuestions: 5 })).id,
    ).toBe(made.id);
    await expect(
      generateModule(me, { id, policyId: policy.id, title: 'Another', numQuestions: 5 }),
    ).rejects.toBeInstanceOf(Conflict);
  });

  it("keeps each account's modules and progress to itself", async () => {
    const { me, policy } = await setUp('training-owner');
    const module = await generateModule(me, { policyId: policy.id, title: 'Incidents', numQuestions: 5 });
    const other = newCaller('training-intruder');
    await ensureUser(other);
    await expect(getModule(other, module.id)).rejects.toBeInstanceOf(NotFound);
    await expect(getProgress(other, module.id)).rejects.toBeInstanceOf(NotFound);
    await expect(answerQuestion(other, module.id, { questionIndex: 0, option: 0 })).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(
      saveProgress(other, module.id, { answers: [], completed: true, score: 100 }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(deleteModule(other, module.id)).rejects.toBeInstanceOf(NotFound);
    await expect(
      generateModule(other, { policyId: policy.id, title: 'Theirs', numQuestions: 5 }),
    ).rejects.toBeInstanceOf(NotFound);
    expect((await listModules(other)).modules).toEqual([]);
    expect(await trainingRecordCsv(other)).toBe(
      '"Module","Policy","Policy version","Score (%)","Passed","Completed at","Attempt","Attempts"\r\n',
    );
    // The owner's module is untouched.
    expect((await getModule(me, module.id)).title).toBe('Incidents');
    await deleteModule(me, module.id);
    await expect(getModule(me, module.id)).rejects.toBeInstanceOf(NotFound);
  });
});
