// Scores the policy assessment on provider policies written blind (eval/assessment/<set>/): each policy file with
// what a careful auditor expects (expected.json): its seeded defects, the requirements it covers well, those that
// are weak, and those outside its topic. `dev` was studied while the method was built; `holdout` is only scored.
// Usage: node --import tsx eval/assessment/score.ts [dev|holdout] [--details]
import { readFileSync } from 'node:fs';
import { LocalAi } from '../../functions/lib/ai/local/provider';
import type { Assessment } from '../../functions/lib/ai/schemas';

interface Defect {
  what: string;
  policyText: string | null;
  law: string;
  requirementTopic: string;
}

export interface ExpectedPolicy {
  file: string;
  provider: string;
  topic: string;
  sound: boolean;
  defects: Defect[];
  weakTopics: string[];
  coveredTopics: string[];
  offTopic: string[];
}

/** The reviewers' topic words, as requirement ids of shared/act. */
const TOPIC_IDS: Array<[RegExp, string]> = [
  [/complain/i, 'complaints'],
  [/incident|sirs/i, 'incidents'],
  [/whistle/i, 'whistleblower'],
  [/restrictive|restraint/i, 'restrictive-practices'],
  [/record/i, 'records'],
  [/privacy/i, 'privacy'],
  [/medic/i, 'medicines'],
  [/infection/i, 'infection-control'],
  [/code of conduct|code-of-conduct/i, 'code-of-conduct'],
  [/workforce|training|screening/i, 'workforce'],
  [/governance|continuous improvement/i, 'standard-2'],
  [/rights|dignity|choice/i, 'rights'],
  [/food|nutrition/i, 'standard-6'],
  [/residential community/i, 'standard-7'],
  [/environment/i, 'standard-4'],
  [/clinical care/i, 'standard-5'],
];

export function requirementIds(topic: string): string[] {
  return TOPIC_IDS.filter(([re]) => re.test(topic)).map(([, id]) => id);
}

const tokens = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

function overlap(a: string, b: string): number {
  const x = tokens(a);
  const y = tokens(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / Math.max(1, Math.min(x.size, y.size));
}

export interface PolicyScore {
  file: string;
  score: number;
  defects: Array<{ what: string; named: boolean; strictly: boolean }>;
  weak: Array<{ id: string; score: number | null }>;
  covered: Array<{ id: string; score: number | null }>;
  offTopicScored: string[];
}

/**
 * Whether the assessment names a seeded defect: a finding that quotes its sentence, or says the fact is missing.
 * Strictly, a missing fact names only a defect that is an omission (no sentence of its own): "the policy never names
 * the Commission" names "The Board's decision is final" only loosely.
 */
function named(assessment: Assessment, defect: Defect): { named: boolean; strictly: boolean } {
  const ids = requirementIds(defect.requirementTopic);
  const findings = assessment.sections.flatMap((s) => s.findings ?? []);
  const quoted = findings.some(
    (f) => defect.policyText && f.policyText && overlap(f.policyText, defect.policyText) >= 0.6,
  );
  const onRequirement = (missingOnly: boolean) =>
    findings.some((f) => ids.includes(f.requirementId) && (!missingOnly || f.kind === 'missing'));
  return {
    named: quoted || (defect.policyText ? onRequirement(true) : onRequirement(false)),
    strictly: quoted || (!defect.policyText && onRequirement(false)),
  };
}

export function scorePolicy(expected: ExpectedPolicy, assessment: Assessment): PolicyScore {
  const scoreOf = (id: string) => assessment.sections.find((s) => s.id === id)?.score ?? null;
  const weakIds = [...new Set(expected.weakTopics.flatMap(requirementIds))];
  const coveredIds = [...new Set(expected.coveredTopics.flatMap(requirementIds))];
  const offIds = [...new Set(expected.offTopic.flatMap(requirementIds))].filter(
    (id) => !weakIds.includes(id) && !coveredIds.includes(id),
  );
  return {
    file: expected.file,
    score: assessment.score,
    defects: expected.defects.map((d) => ({ what: d.what, ...named(assessment, d) })),
    weak: weakIds.map((id) => ({ id, score: scoreOf(id) })),
    covered: coveredIds.map((id) => ({ id, score: scoreOf(id) })),
    offTopicScored: offIds.filter((id) => scoreOf(id) !== null),
  };
}

export interface SetScore {
  policies: PolicyScore[];
  defectsNamed: number;
  /** Named by a finding that quotes the defect's own sentence, or, for an omission, by a finding on its requirement. */
  defectsNamedStrictly: number;
  defects: number;
  weakAtMost50: number;
  weak: number;
  coveredAtLeast70: number;
  covered: number;
  /** Pairs (a covered requirement of a sound policy, a weak one of a defective policy) ranked the right way. */
  ordering: number;
  offTopicScored: number;
}

export async function scoreSet(set: string): Promise<SetScore> {
  const dir = new URL(`./${set}/`, import.meta.url);
  const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as ExpectedPolicy[];
  const ai = new LocalAi();
  const policies: PolicyScore[] = [];
  for (const e of expected) {
    const text = readFileSync(new URL(e.file, dir), 'utf8');
    policies.push(scorePolicy(e, await ai.assessPolicy({ text, fileName: e.file })));
  }
  const all = <T>(f: (p: PolicyScore) => T[]) => policies.flatMap(f);
  const coveredScores = all((p) => p.covered.map((c) => c.score ?? 0));
  const weakScores = all((p) => p.weak.map((w) => w.score ?? 100));
  let pairs = 0;
  let ordered = 0;
  for (const c of coveredScores)
    for (const w of weakScores) {
      pairs++;
      if (c > w) ordered++;
    }
  return {
    policies,
    defectsNamed: all((p) => p.defects).filter((d) => d.named).length,
    defectsNamedStrictly: all((p) => p.defects).filter((d) => d.strictly).length,
    defects: all((p) => p.defects).length,
    weakAtMost50: all((p) => p.weak).filter((w) => w.score !== null && w.score <= 50).length,
    weak: all((p) => p.weak).length,
    coveredAtLeast70: all((p) => p.covered).filter((c) => c.score !== null && c.score >= 70).length,
    covered: all((p) => p.covered).length,
    ordering: pairs ? ordered / pairs : 1,
    offTopicScored: all((p) => p.offTopicScored).length,
  };
}

export function describeSetScore(set: string, s: SetScore): string {
  return `${set}: defects named ${s.defectsNamed}/${s.defects} (strictly ${s.defectsNamedStrictly}); weak scored <= 50 ${s.weakAtMost50}/${s.weak}; covered scored >= 70 ${s.coveredAtLeast70}/${s.covered}; ordering ${s.ordering.toFixed(3)}; off-topic requirements scored ${s.offTopicScored}`;
}

if (process.argv[1]?.endsWith('score.ts')) {
  const set = process.argv[2] ?? 'dev';
  const s = await scoreSet(set);
  console.log(describeSetScore(set, s));
  if (process.argv.includes('--details'))
    for (const p of s.policies) {
      console.log(
        `- ${p.file} overall ${p.score}; weak [${p.weak.map((w) => `${w.id} ${w.score ?? 'absent'}`).join(', ')}]; covered [${p.covered.map((c) => `${c.id} ${c.score ?? 'absent'}`).join(', ')}]${p.offTopicScored.length ? `; OFF-TOPIC SCORED ${p.offTopicScored.join(', ')}` : ''}`,
      );
      for (const d of p.defects)
        if (!d.named) console.log(`    not named: ${d.what}`);
        else if (!d.strictly) console.log(`    named only loosely: ${d.what}`);
    }
}
