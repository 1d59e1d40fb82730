// The policy assistant against a real local table and bucket: answers from the caller's own policies only (one
// policy, a category and everything below it, or the whole library), citations that name the policy and heading,
// the index kept in step with saves and deletes (and rebuilt when it is stale), and the Act's rules applied to the
// cited text by code.
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3 } from '../s3-client';
import { NotFound } from '../errors';
import type { Caller } from '../http/auth';
import { newCaller as makeCaller, useTableAndBucket } from '../../testing/local-services';
import { clearIndexCache, indexObjectKey, loadLibraryIndex } from '../retrieval/store';
import { createCategory, createPolicy, deletePolicy, updatePolicy } from './policies';
import { askPolicyAssistant } from './policy-chat';

const services = useTableAndBucket();
const newCaller = () => makeCaller('chat-user', 'Sam', 'Lee');

const INCIDENTS = `# Incident Management Policy

## Reporting timeframes

Priority 1 reportable incidents are reported to the Commission within 72 hours of becoming aware of them.
Priority 2 reportable incidents are reported within 30 days.

## Investigation

The Care Manager completes an investigation within 21 days.`;

const MEDICATION = `# Medication Policy

## Storage

The medication refrigerator is kept between 2°C and 8°C and checked twice daily.`;

async function library(me: Caller) {
  const clinical = await createCategory(me, { name: 'Clinical', description: null, parentId: null });
  const meds = await createCategory(me, { name: 'Medicines', description: null, parentId: clinical.id });
  const governance = await createCategory(me, { name: 'Governance', description: null, parentId: null });
  const incidents = await createPolicy(me, {
    title: 'Incident Management',
    content: INCIDENTS,
    categoryId: governance.id,
    isPublished: true,
  });
  const medication = await createPolicy(me, {
    title: 'Medication',
    content: MEDICATION,
    categoryId: meds.id,
    isPublished: true,
  });
  return { clinical, meds, governance, incidents, medication };
}

describe('the policy assistant', () => {
  it('answers from the library with a citation to the policy and heading', async () => {
    const me = newCaller();
    const { medication } = await library(me);
    const out = await askPolicyAssistant(me.sub, {
      question: 'What temperature is the medication refrigerator kept at?',
    });
    expect(out.answered).toBe(true);
    expect(out.citations[0]).toMatchObject({
      policyId: medication.id,
      title: 'Medication',
      heading: 'Storage',
      anchor: 'storage',
    });
    expect(out.citations[0]?.quote).toContain('between 2°C and 8°C');
  });

  it('searches a category with its sub-categories, or one policy, and nothing else', async () => {
    const me = newCaller();
    const { clinical, governance, incidents } = await library(me);
    const inClinical = await askPolicyAssistant(me.sub, {
      question: 'How long do we have to investigate an incident?',
      categoryId: clinical.id,
    });
    expect(inClinical.answered).toBe(false);
    expect(inClinical.answer).toContain('the “Clinical” category');
    const inGovernance = await askPolicyAssistant(me.sub, {
      question: 'How long do we have to investigate an incident?',
      categoryId: governance.id,
    });
    expect(inGovernance.citations[0]?.policyId).toBe(incidents.id);
    const fridge = await askPolicyAssistant(me.sub, {
      question: 'What temperature is the medication refrigerator kept at?',
      categoryId: clinical.id,
    });
    expect(fridge.answered).toBe(true);
    const onePolicy = await askPolicyAssistant(me.sub, {
      question: 'What temperature is the medication refrigerator kept at?',
      policyId: incidents.id,
    });
    expect(onePolicy.answered).toBe(false);
    expect(onePolicy.answer).toContain('your “Incident Management” policy');
  });

  it('says plainly that a question is not covered, citing nothing', async () => {
    const me = newCaller();
    await library(me);
    const out = await askPolicyAssistant(me.sub, { question: 'Where do staff park on weekends?' });
    expect(out).toMatchObject({ answered: false, citations: [] });
    expect(out.answer).toMatch(/^I could not find an answer to this in your policy library\./);
  });

  it('states the Act and says so when the policy contradicts it', async () => {
    const me = newCaller();
    const { incidents } = await library(me);
    const out = await askPolicyAssistant(me.sub, {
      question: 'How quickly must a priority 1 incident be reported to the Commission?',
    });
    expect(out.citations[0]?.policyId).toBe(incidents.id);
    expect(out.act[0]).toMatchObject({ ruleId: 'sirs-priority-1', contradicted: true });
    expect(out.answer).toContain('**Your policy differs from the Act.**');
    expect(out.answer).toContain('within 24 hours');
    const p2 = await askPolicyAssistant(me.sub, {
      question: 'How long do we have to report a priority 2 incident?',
    });
    expect(p2.act.find((f) => f.ruleId === 'sirs-priority-2')).toMatchObject({ contradicted: false });
    expect(p2.answer).toContain('**What the Act says:**');
  });

  it('follows saves and deletes, and rebuilds an index that was lost', async () => {
    const me = newCaller();
    const { medication } = await library(me);
    const question = 'What temperature is the medication refrigerator kept at?';
    await updatePolicy(me, medication.id, {
      title: 'Medication',
      content: MEDICATION.replace('2°C and 8°C', '3°C and 7°C'),
      isPublished: true,
    });
    expect((await askPolicyAssistant(me.sub, { question })).citations[0]?.quote).toContain('3°C and 7°C');

    clearIndexCache();
    await s3().send(
      new DeleteObjectCommand({ Bucket: services.bucket().bucket, Key: indexObjectKey(me.sub) }),
    );
    expect((await askPolicyAssistant(me.sub, { question })).citations[0]?.quote).toContain('3°C and 7°C');
    expect((await loadLibraryIndex(me.sub)).policies.size).toBe(2);

    // A damaged copy is rebuilt too.
    clearIndexCache();
    await s3().send(
      new PutObjectCommand({
        Bucket: services.bucket().bucket,
        Key: indexObjectKey(me.sub),
        Body: '{"format":',
      }),
    );
    expect((await askPolicyAssistant(me.sub, { question })).citations[0]?.quote).toContain('3°C and 7°C');

    await deletePolicy(me.sub, medication.id);
    expect((await askPolicyAssistant(me.sub, { question })).answered).toBe(false);
  });

  it("never reads another account's library: its ids are not found, its policies never cited", async () => {
    const owner = newCaller();
    const other = newCaller();
    const { incidents, governance } = await library(owner);
    await expect(
      askPolicyAssistant(other.sub, { question: 'investigation', policyId: incidents.id }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      askPolicyAssistant(other.sub, { question: 'investigation', categoryId: governance.id }),
    ).rejects.toBeInstanceOf(NotFound);
    const out = await askPolicyAssistant(other.sub, {
      question: 'How long do we have to investigate an incident?',
    });
    expect(out).toMatchObject({ answered: false, citations: [] });
    expect(out.answer).toContain('There are no policies in your policy library yet');
  });
});
