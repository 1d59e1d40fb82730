// Local policy assistant: BM25 retrieval over the user's policies in scope (and the Act reference), then an answer
// built from the policy's own sentences, with citations. When nothing in scope answers the question it says so.
import { ACT_REQUIREMENTS, formatCitation } from '../../../../shared/act';
import type { Citation, Policy, PolicyAnswer } from '../schemas';
import { Bm25Index, topIndices } from '../text/bm25';
import { parseDocument, type Sentence } from '../text/document';
import { extractSpans, type SpanKind } from '../text/facts';
import { QUESTION_WORDS, stem, STOPWORDS, terms, words } from '../text/tokens';
import { escapeMarkdown, quote, truncate } from './format';

/** Share of the question's weighted terms a passage must contain to count as an answer. */
const ANSWER_COVERAGE = 0.5;
const ACT_COVERAGE = 0.4;
const SECOND_POLICY_RATIO = 0.75;
const FOCUS_BOOST = 1.3;
const SYNONYM_WEIGHT = 0.5;
const BIGRAM_WEIGHT = 0.5;

/** Words people use for the same thing in questions and in policies. */
const SYNONYM_GROUPS: readonly string[][] = [
  ['complaint', 'feedback', 'concern', 'grievance', 'complain'],
  ['report', 'notify', 'notification', 'tell', 'inform', 'escalate'],
  ['staff', 'worker', 'employee', 'workforce', 'personnel'],
  ['resident', 'client', 'consumer', 'person', 'people', 'recipient'],
  ['medicine', 'medication', 'drug'],
  ['retain', 'keep', 'kept', 'store', 'retention'],
  ['record', 'document', 'register', 'documentation'],
  ['commission', 'regulator', 'acqsc'],
  ['infection', 'outbreak', 'virus', 'illness'],
  ['whistleblower', 'disclosure', 'whistleblowing', 'discloser'],
  ['privacy', 'confidential', 'confidentiality', 'personal'],
  ['train', 'training', 'education', 'induction', 'competency'],
  ['anonymous', 'anonymously', 'identity', 'name'],
  ['abuse', 'harm', 'neglect', 'assault'],
  ['family', 'representative', 'relative', 'carer'],
  ['fridge', 'refrigeration', 'refrigerate'],
  ['vaccination', 'vaccine', 'immunisation', 'flu', 'influenza'],
  ['antibiotic', 'antimicrobial'],
  ['destroy', 'destruction', 'dispose', 'disposal', 'shred'],
  ['breach', 'leak', 'loss'],
  ['glove', 'gown', 'mask', 'ppe'],
  ['victimise', 'victimisation', 'detriment', 'retaliation', 'reprisal', 'punish', 'punished'],
  ['process', 'procedure', 'system'],
  ['see', 'view', 'access', 'look', 'read'],
  ['share', 'disclose', 'disclosure', 'pass', 'provide', 'send'],
  ['gp', 'doctor', 'practitioner', 'physician'],
  ['handle', 'manage', 'management', 'respond', 'response', 'deal'],
  ['gastro', 'gastrointestinal', 'gastroenteritis', 'diarrhoea', 'vomiting'],
  ['home', 'site', 'facility', 'service'],
  ['agree', 'consent', 'approve', 'approval', 'permission'],
  ['expired', 'unused', 'ceased', 'old'],
  ['restraint', 'restrictive', 'restrain'],
];
const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const stems = group.map(stem);
  for (const s of stems) SYNONYMS.set(s, [...new Set([...(SYNONYMS.get(s) ?? []), ...stems.filter((x) => x !== s)])]);
}

interface Passage {
  policy: number;
  sentences: Sentence[];
}

interface ParsedPolicy {
  policy: Policy;
  sentences: Sentence[];
}

/** What kind of fact the question asks for, so the answer can lead with it. */
function expectedKinds(question: string): SpanKind[] {
  const q = question.toLowerCase();
  if (/\bhow often\b|\bfrequen/.test(q)) return ['frequency', 'duration'];
  if (/\b(how (?:long|soon|quickly|fast|many days|many hours)|when|within|timeframe|deadline|by when)\b/.test(q)) return ['duration', 'frequency', 'date'];
  if (/\b(who|whom|which (?:person|role|staff|officer|team|committee))\b/.test(q)) return ['role', 'organisation'];
  if (/\b(which|what) (?:organisation|agency|body|regulator)\b|\bto whom\b/.test(q)) return ['organisation', 'role'];
  if (/\b(phone|number|call)\b/.test(q)) return ['phone'];
  if (/\b(temperature|how much|cost|amount|percentage)\b/.test(q)) return ['measure', 'money'];
  return [];
}

function queryTerms(question: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of words(question)) {
    if (STOPWORDS.has(w) || QUESTION_WORDS.has(w) || (w.length < 2 && !/\d/.test(w))) continue;
    const s = stem(w);
    out.set(s, 1);
  }
  for (const s of [...out.keys()]) {
    for (const syn of SYNONYMS.get(s) ?? []) if (!out.has(syn)) out.set(syn, SYNONYM_WEIGHT);
  }
  // Adjacent words as a phrase ("health information") favour passages that use the same phrase.
  for (const b of bigrams(terms(question))) if (!out.has(b)) out.set(b, BIGRAM_WEIGHT);
  return out;
}

function bigrams(list: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < list.length; i++) out.push(`${list[i - 1]}_${list[i]}`);
  return out;
}

/** Weighted share of the question's own terms (synonyms stand in for a missing term) present in a text. */
function coverage(question: ReadonlyMap<string, number>, present: ReadonlySet<string>, idf: (t: string) => number): number {
  let total = 0;
  let hit = 0;
  for (const [term, weight] of question) {
    if (weight < 1) continue;
    const w = idf(term);
    total += w;
    if (present.has(term)) hit += w;
    else if ((SYNONYMS.get(term) ?? []).some((s) => present.has(s))) hit += 0.7 * w;
  }
  return total ? hit / total : 0;
}

function sentenceTerms(s: Sentence): string[] {
  return terms(s.text);
}

function buildPassages(policies: readonly ParsedPolicy[]): Passage[] {
  const out: Passage[] = [];
  policies.forEach((p, pi) => {
    const list = p.sentences;
    for (let i = 0; i < list.length; i++) {
      const s = list[i] as Sentence;
      const next = list[i + 1];
      const window = next && next.section === s.section ? [s, next] : [s];
      out.push({ policy: pi, sentences: window });
    }
  });
  return out;
}

function passageTerms(p: Passage, policy: ParsedPolicy): string[] {
  const section = p.sentences[0]?.section ?? '';
  const body = p.sentences.map(sentenceTerms);
  return [...terms(section), ...terms(policy.policy.title), ...body.flat(), ...body.flatMap(bigrams)];
}

interface ScoredSentence {
  sentence: Sentence;
  score: number;
}

/** Ranks a policy's sentences for the answer: the question's terms, plus the kind of fact the question asks for. */
function rankSentences(policy: ParsedPolicy, query: ReadonlyMap<string, number>, kinds: SpanKind[], idf: (t: string) => number): ScoredSentence[] {
  return policy.sentences
    .map((sentence) => {
      const present = new Set([...sentenceTerms(sentence), ...terms(sentence.section), ...terms(sentence.lead ?? '')]);
      let score = coverage(query, present, idf);
      if (kinds.length && extractSpans(sentence.text).some((s) => kinds.includes(s.kind))) score += 0.25;
      if (sentence.text.split(/\s+/).length < 5) score -= 0.2;
      if (sentence.kind !== 'table' && (sentence.text.includes('|') || (sentence.text.match(/:/g) ?? []).length > 1)) score -= 0.5;
      return { sentence, score };
    })
    .sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}

function shortAnswer(sentence: Sentence, kinds: SpanKind[]): string | null {
  if (!kinds.length) return null;
  const spans = extractSpans(sentence.text).filter((s) => s.kind === kinds[0]);
  if (spans.length !== 1) return null;
  const span = spans[0];
  if (!span) return null;
  const before = sentence.text.slice(0, span.start);
  const lead = /\b(within|every|at least|for|by|before|after|no later than)\s*$/i.exec(before)?.[1];
  return `${lead ? `${lead.toLowerCase()} ` : ''}${span.text}`;
}

function actCitations(question: string): Array<{ id: string; title: string; excerpt: string; coverage: number; citation: string; summary: string }> {
  const docs = ACT_REQUIREMENTS.map((r) =>
    terms([r.title, r.summary, r.keywords.join(' '), r.elements.map((e) => e.label).join(' ')].join(' ')),
  );
  const index = new Bm25Index(docs);
  const query = queryTerms(question);
  const scores = index.scores(query);
  return topIndices(scores, 1).map((i) => {
    const r = ACT_REQUIREMENTS[i] as (typeof ACT_REQUIREMENTS)[number];
    return {
      id: r.id,
      title: r.title,
      excerpt: truncate(r.summary, 400),
      coverage: coverage(query, new Set(docs[i]), (t) => index.idf(t)),
      citation: formatCitation(r),
      summary: r.summary,
    };
  });
}

/** Answers a question from the policies in scope. The caller validates the input. */
export function answerLocal(question: string, policiesInScope: readonly Policy[], focus?: Policy | null): PolicyAnswer {
  const seen = new Set<string>();
  const ordered = [...(focus ? [focus] : []), ...policiesInScope].filter((p) => {
    if (seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
  const parsed: ParsedPolicy[] = ordered.map((policy) => ({ policy, sentences: parseDocument(policy.content).sentences }));
  const query = queryTerms(question);
  const kinds = expectedKinds(question);
  const act = actCitations(question).filter((a) => a.coverage >= ACT_COVERAGE);
  const actCitation: Citation[] = act.slice(0, 1).map((a) => ({ kind: 'act', id: a.id, title: a.title, excerpt: a.excerpt }));
  const actNote = act[0] ? `\n\n**What the Act expects:** ${act[0].summary}\n\n_Source: ${act[0].citation}._` : '';

  if (![...query.values()].some((w) => w >= 1)) {
    return {
      answer: 'Please ask a more specific question about your policies, for example “How quickly do we report a priority 1 incident?”',
      answered: false,
      citations: [],
    };
  }
  const scope = ordered.length === 1 ? `your **${escapeMarkdown(ordered[0]?.title ?? '')}** policy` : `the ${ordered.length} policies in scope`;
  if (!ordered.length) {
    return {
      answer: `There are no policies in scope to search, so this question cannot be answered from your policies. Add or select a policy and ask again.${actNote}`,
      answered: false,
      citations: actCitation,
    };
  }

  const passages = buildPassages(parsed);
  const docs = passages.map((p) => passageTerms(p, parsed[p.policy] as ParsedPolicy));
  const index = new Bm25Index(docs);
  const idf = (t: string) => index.idf(t);
  const scores = index.scores(query);
  const best = new Map<number, { passage: number; score: number; coverage: number }>();
  passages.forEach((p, i) => {
    let score = scores[i] ?? 0;
    if (focus && parsed[p.policy]?.policy.id === focus.id) score *= FOCUS_BOOST;
    if (score <= 0) return;
    // A policy ranks by its best passage and answers when any of its matching passages covers the question.
    const current = best.get(p.policy);
    const cover = coverage(query, new Set(docs[i]), idf);
    if (!current) best.set(p.policy, { passage: i, score, coverage: cover });
    else best.set(p.policy, { passage: score > current.score ? i : current.passage, score: Math.max(score, current.score), coverage: Math.max(cover, current.coverage) });
  });
  const ranked = [...best.entries()]
    .filter(([, b]) => b.score > 0)
    .sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
  // Only a policy with sentences can answer (an empty policy can still match on its title).
  const top = ranked.find(([i]) => (parsed[i]?.sentences.length ?? 0) > 0);

  if (!top || top[1].coverage < ANSWER_COVERAGE) {
    const near = top ? parsed[top[0]] : undefined;
    const nearSentence = near ? rankSentences(near, query, kinds, idf)[0] : undefined;
    const closest =
      near && nearSentence && nearSentence.score > 0.2
        ? `\n\nThe closest passage is in **${escapeMarkdown(near.policy.title)}**, but it does not answer the question:\n\n> ${quote(nearSentence.sentence.text, 300)}`
        : '';
    return {
      answer: `I could not find an answer to this in ${scope}.${closest}${actNote}\n\nIf this matters for your service, consider adding it to the relevant policy.`,
      answered: false,
      citations: actCitation,
    };
  }

  const citations: Citation[] = [];
  const parts: string[] = [];
  const answerFrom = (entry: (typeof ranked)[number], lead: string) => {
    const policy = parsed[entry[0]] as ParsedPolicy;
    const rankedSentences = rankSentences(policy, query, kinds, idf);
    const first = rankedSentences[0] as ScoredSentence;
    const chosen = [first];
    const second = rankedSentences[1];
    if (second && second.score >= 0.7 * first.score && second.score >= ANSWER_COVERAGE && Math.abs(second.sentence.index - first.sentence.index) <= 3) {
      chosen.push(second);
    }
    chosen.sort((a, b) => a.sentence.index - b.sentence.index);
    const section = first.sentence.section ? ` (under “${escapeMarkdown(first.sentence.section)}”)` : '';
    parts.push(`${lead} **${escapeMarkdown(policy.policy.title)}**${section}:\n\n${chosen.map((c) => `> ${quote(c.sentence.text, 400)}`).join('\n>\n')}`);
    citations.push({
      kind: 'policy',
      id: policy.policy.id,
      title: policy.policy.title,
      excerpt: truncate(chosen.map((c) => c.sentence.text).join(' '), 700),
    });
    return first.sentence;
  };

  const firstSentence = answerFrom(top, 'From');
  const short = shortAnswer(firstSentence, kinds);
  const runnerUp = ranked.find((r) => r !== top && (parsed[r[0]]?.sentences.length ?? 0) > 0);
  if (runnerUp && runnerUp[1].coverage >= ANSWER_COVERAGE && runnerUp[1].score >= SECOND_POLICY_RATIO * top[1].score) {
    answerFrom(runnerUp, 'Also relevant, from');
  }
  citations.push(...actCitation);
  const lead = short ? `**In short: ${escapeMarkdown(short)}.**\n\n` : '';
  return { answer: `${lead}${parts.join('\n\n')}${actNote}`, answered: true, citations: citations.slice(0, 8) };
}

export interface RetrievedPassage {
  policyId: string;
  policyTitle: string;
  section: string;
  text: string;
  score: number;
}

/** The passages most relevant to a question, best first: what the Bedrock provider sends the model as context. */
export function retrievePassages(question: string, policiesInScope: readonly Policy[], focus: Policy | null | undefined, limit: number): RetrievedPassage[] {
  const seen = new Set<string>();
  const ordered = [...(focus ? [focus] : []), ...policiesInScope].filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
  const parsed: ParsedPolicy[] = ordered.map((policy) => ({ policy, sentences: parseDocument(policy.content).sentences }));
  const passages = buildPassages(parsed);
  const docs = passages.map((p) => passageTerms(p, parsed[p.policy] as ParsedPolicy));
  const index = new Bm25Index(docs);
  const scores = index.scores(queryTerms(question));
  if (focus) passages.forEach((p, i) => { if (parsed[p.policy]?.policy.id === focus.id) scores[i] = (scores[i] ?? 0) * FOCUS_BOOST; });
  const out: RetrievedPassage[] = [];
  const used = new Set<string>();
  for (const i of topIndices(scores, limit * 3)) {
    const p = passages[i] as Passage;
    const policy = (parsed[p.policy] as ParsedPolicy).policy;
    // Neighbouring windows overlap; keep each sentence once.
    const fresh = p.sentences.filter((s) => !used.has(`${p.policy}:${s.index}`));
    if (!fresh.length) continue;
    fresh.forEach((s) => used.add(`${p.policy}:${s.index}`));
    out.push({ policyId: policy.id, policyTitle: policy.title, section: fresh[0]?.section ?? '', text: fresh.map((s) => s.text).join(' '), score: scores[i] ?? 0 });
    if (out.length >= limit) break;
  }
  return out;
}
