// Scores the assessment's fact checks on passages of provider policies written blind (eval/act-passages/<bank>.json):
// each passage goes against one fact of the law or keeps to it, and a careful auditor's reason is given. A passage is
// read as a policy on the fact's topic (an incident policy, a restrictive practices policy); it is caught when the
// checks find a contradiction of that topic's requirement in it. `bank-a` was studied while the checks were built;
// `bank-b` to `bank-f` (eight facts, 128 passages each from `bank-c`) were then studied too, each scored first;
// `bank-g` is only scored.
// Usage: node --import tsx eval/act-passages/score.ts <bank> [--details]
import { readFileSync } from 'node:fs';
import { factFindings } from '../../functions/lib/ai/assessment-plan';
import { parseDocument } from '../../functions/lib/ai/text/document';

export interface Passage {
  fact:
    | 'scope'
    | 'p1-time'
    | 'rp-last-resort'
    | 'rp-consent'
    | 'retention'
    | 'commission'
    | 'anonymous'
    | 'code-scope';
  text: string;
  breach: boolean;
  why: string;
}

const TOPIC: Record<Passage['fact'], string> = {
  scope: 'incidents',
  'p1-time': 'incidents',
  'rp-last-resort': 'restrictive-practices',
  'rp-consent': 'restrictive-practices',
  retention: 'records',
  commission: 'complaints',
  anonymous: 'whistleblower',
  'code-scope': 'code-of-conduct',
};

export interface BankScore {
  bank: string;
  /** Per fact: breaches caught, breaches, sound passages wrongly flagged, sound passages. */
  facts: Record<string, { caught: number; breaches: number; falseAlarms: number; sound: number }>;
  missed: Passage[];
  falseAlarms: Array<Passage & { finding: string }>;
}

export function scoreBank(bank: string): BankScore {
  const passages = JSON.parse(readFileSync(new URL(`./${bank}.json`, import.meta.url), 'utf8')) as Passage[];
  const out: BankScore = { bank, facts: {}, missed: [], falseAlarms: [] };
  for (const p of passages) {
    const topic = TOPIC[p.fact];
    const f = (out.facts[p.fact] ??= { caught: 0, breaches: 0, falseAlarms: 0, sound: 0 });
    const found = factFindings(parseDocument(p.text), [topic]).filter(
      (x) => x.kind === 'contradiction' && x.requirementId === topic,
    );
    if (p.breach) {
      f.breaches++;
      if (found.length) f.caught++;
      else out.missed.push(p);
    } else {
      f.sound++;
      if (found.length) {
        f.falseAlarms++;
        out.falseAlarms.push({ ...p, finding: `${found[0]?.ruleId}: ${found[0]?.policyText ?? ''}` });
      }
    }
  }
  return out;
}

export function describeBank(s: BankScore): string {
  const rows = Object.entries(s.facts).map(
    ([fact, f]) => `${fact} caught ${f.caught}/${f.breaches}, false alarms ${f.falseAlarms}/${f.sound}`,
  );
  return `${s.bank}: ${rows.join('; ')}`;
}

if (process.argv[1]?.endsWith('score.ts')) {
  const bank = process.argv[2] ?? 'bank-a';
  const s = scoreBank(bank);
  console.log(describeBank(s));
  if (process.argv.includes('--details')) {
    for (const p of s.missed) console.log(`MISSED [${p.fact}] ${p.text.replace(/\n/g, ' / ')}`);
    for (const p of s.falseAlarms)
      console.log(`FALSE ALARM [${p.fact}] ${p.text.replace(/\n/g, ' / ')}\n    -> ${p.finding}`);
  }
}
