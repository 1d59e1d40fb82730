// How retrieval reads words: lower-cased, stopwords dropped, stemmed (the stemmer package, with Australian and US
// spellings made one), so "reporting", "reported" and "reports" find each other. Query expansion adds the words
// people use for the same thing in questions and in policies, at a lower weight than the question's own words.
import { QUESTION_WORDS, stem, STOPWORDS, words } from '../ai/text/tokens';

/** MiniSearch's processTerm: the term a word is indexed and searched under, or null to skip it. */
export function indexTerm(word: string): string | null {
  const w = word.toLowerCase().replace(/’/g, "'");
  if (STOPWORDS.has(w) || (w.length < 2 && !/\d/.test(w))) return null;
  return stem(w);
}

/** Groups of words that name the same thing in aged care policies. */
export const SYNONYM_GROUPS: readonly string[][] = [
  ['complaint', 'feedback', 'concern', 'grievance', 'complain'],
  ['report', 'notify', 'notification', 'tell', 'inform', 'escalate'],
  ['staff', 'worker', 'employee', 'workforce', 'personnel'],
  ['resident', 'client', 'consumer', 'person', 'people', 'recipient'],
  ['medicine', 'medication', 'drug'],
  ['retain', 'keep', 'kept', 'store', 'retention'],
  ['record', 'document', 'register', 'documentation', 'file'],
  ['commission', 'regulator', 'acqsc'],
  ['infection', 'outbreak', 'virus', 'illness'],
  ['whistleblower', 'disclosure', 'whistleblowing', 'discloser'],
  ['privacy', 'confidential', 'confidentiality', 'personal'],
  ['train', 'training', 'education', 'induction', 'competency'],
  ['anonymous', 'anonymously', 'identity', 'name'],
  ['abuse', 'harm', 'neglect', 'assault'],
  ['family', 'representative', 'relative', 'carer'],
  ['fridge', 'refrigeration', 'refrigerate', 'refrigerator'],
  ['vaccination', 'vaccine', 'immunisation', 'flu', 'influenza'],
  ['antibiotic', 'antimicrobial'],
  ['destroy', 'destruction', 'dispose', 'disposal', 'shred'],
  ['breach', 'leak', 'loss'],
  ['glove', 'gown', 'mask', 'ppe'],
  ['victimise', 'victimisation', 'detriment', 'retaliation', 'reprisal', 'punish', 'punished'],
  ['process', 'procedure', 'system'],
  ['share', 'disclose', 'disclosure', 'pass', 'provide', 'send'],
  ['gp', 'doctor', 'practitioner', 'physician'],
  ['handle', 'manage', 'management', 'respond', 'response', 'deal'],
  ['gastro', 'gastrointestinal', 'gastroenteritis', 'diarrhoea', 'vomiting'],
  ['home', 'site', 'facility', 'service'],
  ['agree', 'consent', 'approve', 'approval', 'permission'],
  ['expired', 'unused', 'ceased', 'old'],
  ['restraint', 'restrictive', 'restrain'],
  ['phone', 'call', 'ring', 'number', 'contact'],
  ['fall', 'fell', 'falls', 'fallen'],
  ['heat', 'heatwave', 'hot'],
  ['check', 'screening', 'clearance'],
  // Shorthand used on the floor, and what policies write out in full.
  ['obs', 'observations', 'observation'],
  ['neuro', 'neurological'],
  ['rn', 'registered'],
  ['en', 'enrolled'],
  ['pcw', 'carer', 'carers'],
  ['s8', 'schedule'],
  ['bp', 'pressure'],
  ['meds', 'medicines'],
  ['physio', 'physiotherapist', 'physiotherapy'],
  ['ot', 'occupational'],
  ['ipc', 'infection'],
  ['bsp', 'behaviour'],
];

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const stems = group.map(stem);
  for (const s of stems)
    SYNONYMS.set(s, [...new Set([...(SYNONYMS.get(s) ?? []), ...stems.filter((x) => x !== s)])]);
}

export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}

function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const raw of words(text)) {
    const w = raw.replace(/'s$/, '');
    if (STOPWORDS.has(w) || QUESTION_WORDS.has(w) || (w.length < 2 && !/\d/.test(w))) continue;
    const s = stem(w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** Weight of the words of a question's preamble ("Our manager is on leave this week.") against the question itself. */
export const CONTEXT_WEIGHT = 0.3;

/**
 * A question's content terms (stems) with their weight: 1 for the sentence that asks (the last one with a question
 * mark or a question word), CONTEXT_WEIGHT for the sentences around it, which set the scene.
 */
export function weightedQuestionTerms(question: string): Map<string, number> {
  const sentences = question
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking =
    [...sentences].reverse().find((s) => s.endsWith('?')) ??
    [...sentences]
      .reverse()
      .find((s) => /^(how|what|when|who|which|where|why|can|do|does|is|are|should|must|may)\b/i.test(s)) ??
    question;
  const out = new Map<string, number>();
  for (const t of contentTerms(asking)) out.set(t, 1);
  for (const sentence of sentences) {
    if (sentence === asking) continue;
    for (const t of contentTerms(sentence)) if (!out.has(t)) out.set(t, CONTEXT_WEIGHT);
  }
  return out;
}

/** The question's own content terms (stems), without the words that only make it a question. */
export function questionTerms(question: string): string[] {
  return [...weightedQuestionTerms(question).keys()];
}

/** The question's terms (by their weight) and their synonyms (at half that weight). */
export function expandedTerms(question: string): Map<string, number> {
  const out = new Map(weightedQuestionTerms(question));
  for (const [t, w] of [...out]) for (const s of synonymsOf(t)) if (!out.has(s)) out.set(s, w / 2);
  return out;
}
