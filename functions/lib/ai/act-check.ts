// Deterministic checks of the user's own policy text against the Act's checkable rules (shared/act/rules.ts). They run
// after either AI provider and a model cannot override them: a rule the question or the cited text touches is stated,
// labelled as the Act's, and a sentence of the policy that contradicts it is quoted as such.
import { ACT_RULES, formatCitation, getActRequirement, type ActRule } from '../../../shared/act';
import { DURATION, NUMBER_WORDS } from './text/facts';

export interface ActFinding {
  ruleId: string;
  requirementId: string;
  title: string;
  statement: string;
  citation: string;
  /** True when the policy's own words go against the rule. */
  contradicted: boolean;
  strength: ActRule['strength'];
  /** The policy sentence that goes against it. */
  policyText?: string;
}

const HOURS: Record<string, number> = { minute: 1 / 60, hour: 1, day: 24, week: 168, month: 730, year: 8760 };

/** Every duration a sentence states, in hours ("within 72 hours" -> 72, "30 business days" -> 720). */
export function durationsInHours(sentence: string): number[] {
  const out: number[] = [];
  for (const m of sentence.matchAll(new RegExp(DURATION.source, 'gi'))) {
    const text = m[0].toLowerCase();
    const numberText = /^[\d.]+|^[a-z-]+/.exec(text)?.[0] ?? '';
    const n = /^\d/.test(numberText) ? Number(numberText) : (NUMBER_WORDS[numberText] ?? NaN);
    const unit = /(minute|hour|day|week|month|year)/.exec(text)?.[1];
    if (!Number.isNaN(n) && unit) out.push(n * (HOURS[unit] ?? 1));
  }
  return out;
}

/**
 * Whether a sentence goes against a checkable rule. The sentence must be about the rule's topic (a time limit near
 * "Priority 1", consent in a sentence about restraint), unless the whole text is known to be on that topic.
 */
export function violates(rule: ActRule, sentence: string, onTopic = false): boolean {
  if (!onTopic && !rule.topic.test(sentence)) return false;
  const check = rule.check;
  if (check.kind === 'forbidden') return check.patterns.some((p) => p.test(sentence));
  if (!check.near.test(sentence)) return false;
  const hours = durationsInHours(sentence);
  if (!hours.length) return false;
  return check.kind === 'max-duration'
    ? Math.min(...hours) > check.maxHours
    : Math.max(...hours) < check.minHours;
}

function finding(rule: ActRule, contradicted: boolean, policyText?: string): ActFinding {
  const requirement = getActRequirement(rule.requirementId);
  return {
    ruleId: rule.id,
    requirementId: rule.requirementId,
    title: requirement?.title ?? rule.requirementId,
    statement: rule.statement,
    citation: requirement ? formatCitation(requirement) : '',
    contradicted,
    strength: rule.strength,
    ...(policyText ? { policyText } : {}),
  };
}

/**
 * The Act's rules that a question and the policy text it was answered from touch, each with whether that text
 * contradicts it. `sentences` are the statements of the cited sections, the answering ones first.
 */
export function checkAgainstAct(question: string, sentences: readonly string[]): ActFinding[] {
  const out: ActFinding[] = [];
  for (const rule of ACT_RULES) {
    const askedAbout = rule.topic.test(question);
    const onTopic = sentences.filter((s) => rule.topic.test(s));
    if (!askedAbout && !onTopic.length) continue;
    // The cited sections are about the rule's topic: any of their statements may go against it.
    const against = sentences.find((s) => violates(rule, s, true));
    if (against) out.push(finding(rule, true, against));
    else if (askedAbout) out.push(finding(rule, false));
  }
  return out.sort((a, b) => Number(b.contradicted) - Number(a.contradicted)).slice(0, 3);
}
