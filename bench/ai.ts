// Speed of the local AI provider: every capability on a 50-page policy (about 150 KB of text) and a 20-question quiz
// from a 20 KB policy, as medians of several runs. Run alone with `node --import tsx bench/ai.ts`.
import { pathToFileURL } from 'node:url';
import { LocalAi } from '../functions/lib/ai';
import { asPolicies, loadChanges, loadPolicies } from '../eval/data';
import type { BenchSection } from './types';
import { LibraryIndex } from '../functions/lib/retrieval/library-index';
import { answerWithIndex, inMemoryPolicies } from '../functions/lib/services/policy-chat';

const LARGE_BYTES = 150 * 1024;
const MEDIUM_BYTES = 20 * 1024;
const RUNS_LARGE = 5;
const RUNS_QUIZ = 15;

/** A long policy made of the evaluation policies, renumbered so that repeated parts read as separate sections. */
export function syntheticPolicy(bytes: number): string {
  const parts = loadPolicies().map((p) => p.content);
  const out: string[] = ['# Banksia Grove Care: consolidated policy manual\n'];
  let size = out[0]?.length ?? 0;
  for (let round = 1; size < bytes; round++) {
    for (const part of parts) {
      const chapter = part
        .replace(/^# (.*)$/m, `## Part ${round}: $1`)
        .replace(/^## /gm, '### ')
        .replace(/^### Part/m, '## Part');
      out.push(chapter);
      size += chapter.length + 1;
      if (size >= bytes) break;
    }
  }
  return out.join('\n').slice(0, bytes);
}

async function medianMs(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const value = times.length % 2 ? (times[mid] ?? 0) : ((times[mid - 1] ?? 0) + (times[mid] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

export async function measure(): Promise<BenchSection> {
  const ai = new LocalAi({ now: () => new Date('2026-01-01T00:00:00Z') });
  const large = syntheticPolicy(LARGE_BYTES);
  const medium = syntheticPolicy(MEDIUM_BYTES);
  const policies = asPolicies(loadPolicies());
  const bigPolicy = {
    ...policies[0],
    id: 'manual',
    title: 'Consolidated policy manual',
    content: large,
  } as (typeof policies)[number];
  const libraryPolicies = [bigPolicy, ...policies].map((p) => ({ ...p, version: 1 }));
  const library = LibraryIndex.build(libraryPolicies);
  const read = inMemoryPolicies(libraryPolicies);
  const change = loadChanges()[0];
  if (!change) throw new Error('The evaluation set has no source changes');
  const update = await ai.summariseChange({
    source: change.source,
    title: change.title,
    url: change.url,
    text: change.text,
  });

  const limit = 2000;
  const figures = [
    {
      name: 'assess a 150 KB policy',
      value: await medianMs(RUNS_LARGE, () => ai.assessPolicy({ text: large })),
      unit: 'ms',
      target: limit,
    },
    {
      name: 'quiz of 20 from a 150 KB policy',
      value: await medianMs(RUNS_LARGE, () =>
        ai.generateQuiz({ title: 'Manual', content: large, count: 20 }),
      ),
      unit: 'ms',
      target: limit,
    },
    {
      name: 'answer a question over a 150 KB policy and 7 others',
      value: await medianMs(RUNS_LARGE, () =>
        answerWithIndex(
          ai,
          library,
          read,
          'How quickly do we report a priority 1 incident to the Commission?',
          { label: 'your policy library' },
        ),
      ),
      unit: 'ms',
      target: limit,
    },
    {
      name: 'summarise a 150 KB page against its previous version',
      value: await medianMs(RUNS_LARGE, () =>
        ai.summariseChange({
          source: change.source,
          title: change.title,
          url: change.url,
          text: large,
          previousText: large.slice(0, LARGE_BYTES - 5000),
        }),
      ),
      unit: 'ms',
      target: limit,
    },
    {
      name: 'personalise an update',
      value: await medianMs(RUNS_LARGE, () =>
        ai.personaliseUpdate({
          update,
          profile: {
            businessName: 'Wattle Home Support',
            businessType: 'Home care',
            description: 'Support at Home services in western Sydney for 450 clients.',
          },
        }),
      ),
      unit: 'ms',
      target: limit,
    },
    {
      name: 'quiz of 20 from a 20 KB policy',
      value: await medianMs(RUNS_QUIZ, () =>
        ai.generateQuiz({ title: 'Policies', content: medium, count: 20 }),
      ),
      unit: 'ms',
      target: 200,
    },
  ];
  return {
    section: 'AI (local provider)',
    figures,
    notes: [
      `Median of ${RUNS_LARGE} runs (${RUNS_QUIZ} for the 20 KB quiz) after one warm-up run, Node ${process.version}.`,
      `Inputs are built from the evaluation policies in eval/ (${large.length} and ${medium.length} characters).`,
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measure();
  console.log(`## ${result.section}`);
  for (const f of result.figures)
    console.log(
      `- ${f.name}: ${f.value} ${f.unit}${f.target !== undefined ? ` (target <= ${f.target} ${f.unit})` : ''}`,
    );
  for (const n of result.notes ?? []) console.log(`  ${n}`);
}
