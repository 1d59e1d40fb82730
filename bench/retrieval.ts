// The policy assistant at scale, against the local table and bucket: a 500-policy library (about 5,000 chunks) built
// from the evaluation policies, its index built from scratch, questions answered through the real service (warm
// index in memory, and cold from the bucket), and the index update a policy save makes. Run alone with
// `node --openssl-legacy-provider --import tsx bench/retrieval.ts`.
import { pathToFileURL } from 'node:url';
import { loadChatSets } from '../eval/data';
import { startTestBucket } from '../functions/testing/bucket';
import { startTestTable } from '../functions/testing/table';
import type { Caller } from '../functions/lib/http/auth';
import type { BenchSection } from './types';

const POLICIES = 500;
const QUESTIONS = 80;
const SAVES = 20;

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}
const round = (n: number) => Math.round(n * 10) / 10;

export async function measure(): Promise<BenchSection> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const table = await startTestTable();
  const bucket = await startTestBucket();
  try {
    // Imported after the environment points at the local table and bucket.
    const { createCategory, createPolicy, updatePolicy } = await import('../functions/lib/services/policies');
    const { askPolicyAssistant } = await import('../functions/lib/services/policy-chat');
    const { clearIndexCache, loadLibraryIndex, policyChanged } =
      await import('../functions/lib/retrieval/store');
    const { batchPutItems } = await import('../functions/lib/data/table');
    const { policyKeys } = await import('../functions/lib/data/entities/policy');
    const { libraryKeys } = await import('../functions/lib/data/entities/library');

    const me: Caller = {
      sub: 'bench-library',
      email: null,
      username: 'bench',
      givenName: 'Bench',
      familyName: 'User',
      groups: [],
    };
    const category = await createCategory(me, { name: 'All policies', description: null, parentId: null });
    const sources = loadChatSets().flatMap((s) => s.policies);
    const questions = loadChatSets()
      .flatMap((s) => s.questions)
      .slice(0, QUESTIONS)
      .map((q) => q.question);

    // 500 policies written straight to the table (the save path is measured below), each a renumbered copy.
    const at = new Date().toISOString();
    const items = Array.from({ length: POLICIES }, (_, i) => {
      const src = sources[i % sources.length] as (typeof sources)[number];
      const id = `bench${String(i).padStart(4, '0')}`;
      const title = `${src.title} (site ${Math.floor(i / sources.length) + 1})`;
      return {
        ...policyKeys.item(me.sub, id),
        ...policyKeys.listing(me.sub, category.id, at, id),
        ...policyKeys.recent(me.sub, at, id),
        id,
        userId: me.sub,
        title,
        content: src.content.replace(/\b(\d{1,2})\b/g, (m) => String((Number(m) + i) % 97)),
        categoryId: category.id,
        isPublished: true,
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
    });
    await batchPutItems(items);
    await batchPutItems([{ ...libraryKeys.item(me.sub), rev: 1 }]);

    let started = performance.now();
    const index = await loadLibraryIndex(me.sub);
    const buildMs = performance.now() - started;
    const indexBytes = Buffer.byteLength(index.toJSON());

    const warm: number[] = [];
    for (const question of questions) {
      started = performance.now();
      await askPolicyAssistant(me.sub, { question });
      warm.push(performance.now() - started);
    }
    const cold: number[] = [];
    for (const question of questions.slice(0, 5)) {
      clearIndexCache();
      started = performance.now();
      await askPolicyAssistant(me.sub, { question });
      cold.push(performance.now() - started);
    }

    // Saves through the service: the policy item, its version and the index update.
    const policy = await createPolicy(me, {
      title: 'Bench policy',
      content: sources[0]?.content ?? 'x',
      categoryId: category.id,
      isPublished: true,
    });
    const saves: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      started = performance.now();
      await updatePolicy(me, policy.id, {
        title: 'Bench policy',
        content: `${sources[i % sources.length]?.content ?? ''}\n\nEdit ${i}.`,
        isPublished: true,
      });
      saves.push(performance.now() - started);
    }

    // The index update alone, as a save makes it (the rev bump, the change, the JSON written to the bucket).
    const updates: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const content = `${sources[(i + 3) % sources.length]?.content ?? ''}\n\nUpdate ${i}.`;
      started = performance.now();
      await policyChanged(me.sub, policy.id, {
        id: policy.id,
        title: 'Bench policy',
        content,
        categoryId: category.id,
        version: 100 + i,
      });
      updates.push(performance.now() - started);
    }

    return {
      section: 'Policy assistant (500-policy library, local table and bucket)',
      figures: [
        { name: 'chunks in the index', value: index.chunkCount, unit: 'chunks' },
        { name: 'index size (JSON)', value: round(indexBytes / 1024 / 1024), unit: 'MiB' },
        { name: 'index built from scratch', value: Math.round(buildMs), unit: 'ms' },
        { name: 'answer p50 (index warm)', value: round(percentile(warm, 50)), unit: 'ms', target: 300 },
        { name: 'answer p95 (index warm)', value: round(percentile(warm, 95)), unit: 'ms', target: 800 },
        { name: 'answer p50 (index read from the bucket)', value: round(percentile(cold, 50)), unit: 'ms' },
        { name: 'index update on save p50', value: round(percentile(updates, 50)), unit: 'ms', target: 200 },
        { name: 'index update on save p95', value: round(percentile(updates, 95)), unit: 'ms' },
        { name: 'whole save (policy, version, index) p50', value: round(percentile(saves, 50)), unit: 'ms' },
      ],
      notes: [`${POLICIES} policies, ${questions.length} questions over the whole library; ${SAVES} saves.`],
    };
  } finally {
    await bucket.stop();
    await table.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const section = await measure();
  console.log(JSON.stringify(section, null, 2));
}
