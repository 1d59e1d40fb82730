// Local policy assessment: for each Act requirement, looks for evidence of every element it expects (affirmative
// statements, not negated ones), scores the share covered, quotes what was found and names what is missing.
import { ACT_COMMENCED_LABEL, ACT_NAME, ACT_REQUIREMENTS, formatCitation } from '../../../../shared/act';
import type { ActElement, ActRequirement } from '../../../../shared/act';
import type { AssessmentFinding, AssessmentSection } from '../schemas';
import type { ParsedDocument, Sentence } from '../text/document';
import { compilePattern, SentenceIndex } from '../text/evidence';
import { capitalise, words } from '../text/tokens';
import { EVIDENCE_MAX } from '../../../../shared/contracts/assessment';
import { escapeMarkdown, listInWords, quote, truncate } from './format';

export const WELL_COVERED = 70;
export const PARTLY_COVERED = 40;
/** Share of the element score kept when the document never names the topic itself. */
const OFF_TOPIC_FACTOR = 0.4;
const HEADING_BONUS = 0.1;
const MAX_SECTIONS = 10;
/** Sections whose sentences make weak evidence: they state intentions or list other documents. */
const GENERIC_SECTION =
  /\b(purpose|scope|introduction|overview|references?|related (?:documents|policies)|definitions?|glossary)\b/i;

export interface ElementEvidence {
  element: ActElement;
  found: boolean;
  /** Affirmative sentences, document order. */
  quotes: Sentence[];
  /** Sentences that mention the element only to exclude or deny it. */
  negated: Sentence[];
}

export interface RequirementEvidence {
  requirement: ActRequirement;
  elements: ElementEvidence[];
  anchored: boolean;
  /** How many sentences name it (its anchors), not counting a list of the provider's other documents. */
  mentions: number;
  headingHit: boolean;
  titleHit: boolean;
  /** Weighted share of elements covered, 0..1, after the off-topic factor. */
  coverage: number;
  /**
   * Weighted share of elements covered by sentences under a heading that names the requirement (0..1): how far the
   * policy deals with it in a section of its own, not in passing.
   */
  sectionCoverage: number;
  score: number;
}

export interface DocumentEvidence {
  doc: ParsedDocument;
  requirements: Map<string, RequirementEvidence>;
}

const STEMMED = new Map<string, string>();

/**
 * A word without its inflection (plural, -ing, -ed), nothing more: a heading names a subject, and a full stemmer makes
 * "Response" a heading on responsibilities and "Informing families" one on information.
 */
function uninflected(word: string): string {
  const w = word.replace(/'s?$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && /(ing|ed)$/.test(w)) {
    const base = w.replace(/(ing|ed)$/, '');
    return /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ss|ll|ff)$/.test(base) ? base.slice(0, -1) : base;
  }
  if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** " word word " without inflections, cached: headings and heading phrases are compared many times per document. */
function stemmed(text: string): string {
  let out = STEMMED.get(text);
  if (out === undefined) {
    out = ` ${words(text).map(uninflected).join(' ')} `;
    if (STEMMED.size > 20_000) STEMMED.clear();
    STEMMED.set(text, out);
  }
  return out;
}

function headingMatches(heading: string, phrases: readonly string[]): boolean {
  // "something isn't right", "right away": the word, not a person's rights. "Community Care", "Home and Community
  // Services": a kind of service delivered in people's homes, not the residential community.
  const joined = stemmed(
    heading
      .replace(
        /\b(isn['’]t|is not|not|feels?|seems?|all)\s+right\b(?!s)|\bright\s+(away|now|time|thing|person|place)\b/gi,
        ' ',
      )
      .replace(
        /\bcommunity\s+(care|services?|support|based|health|nursing|transport|aged care|programs?)\b|\bcommunity-based\b/gi,
        ' ',
      ),
  );
  return phrases.some((p) => joined.includes(stemmed(p)));
}

/**
 * Words of what kind of document a title over the policy's own name is ("STAFF MEETING BRIEFING NOTE" over "Speaking up
 * about serious wrongdoing"): the staff it is for, not a policy on the workforce.
 */
const GENRE_WORDS =
  /\b((?:training\s+)?session plans?|lesson plans?|staff|team|meeting|briefing|notes?|newsletter|bulletin|memo|update)\b/gi;

/** Collects the evidence for every requirement in one pass over the document's sentence index. */
export function gatherEvidence(
  doc: ParsedDocument,
  requirements: readonly ActRequirement[] = ACT_REQUIREMENTS,
): DocumentEvidence {
  const index = new SentenceIndex(
    doc.sentences.map((s) => s.text),
    doc.sentences.map((s) => s.sectionPath),
  );
  const out = new Map<string, RequirementEvidence>();
  const titleMatches = (phrases: readonly string[]) =>
    headingMatches(doc.subtitle !== undefined ? doc.title.replace(GENRE_WORDS, ' ') : doc.title, phrases) ||
    (doc.subtitle !== undefined && headingMatches(doc.subtitle.replace(GENRE_WORDS, ' '), phrases));
  const titleNamesTopic = requirements.some((r) => titleMatches(r.headings));
  for (const requirement of requirements) {
    const sectionWords = [...requirement.headings, ...(requirement.sectionHeadings ?? [])];
    // The title's own heading names a topic as the title does.
    // So does a heading the subtitle is made of ("Training Session Plan" over "Session title | Rights, dignity and
    // choice"), read, as the title is, without the words for what kind of document it is.
    const headingOnTopic = (h: string) =>
      h === doc.title || h === doc.subtitle
        ? headingMatches(h, requirement.headings) ||
          (!titleNamesTopic && headingMatches(h, requirement.sectionHeadings ?? []))
        : doc.subtitle?.split(' — ').includes(h)
          ? headingMatches(h.replace(GENRE_WORDS, ' '), sectionWords)
          : headingMatches(h, sectionWords);
    const topicBySection = new Map<string, boolean>();
    const onTopic = (s: Sentence) => {
      const key = s.sectionPath.join('\u0000');
      let hit = topicBySection.get(key);
      if (hit === undefined) {
        hit = s.sectionPath.some(headingOnTopic);
        topicBySection.set(key, hit);
      }
      return hit;
    };
    const elements: ElementEvidence[] = requirement.elements.map((element) => {
      const affirmative = new Map<number, number>();
      const negated = new Set<number>();
      for (const pattern of element.evidence) {
        for (const m of index.find(compilePattern(pattern))) {
          if (m.negated) negated.add(m.sentence);
          else affirmative.set(m.sentence, (affirmative.get(m.sentence) ?? 0) + 1);
        }
      }
      for (const id of affirmative.keys()) negated.delete(id);
      // The best quote is specific (several patterns), sits under a heading on the topic and is short enough to read.
      const rank = (id: number) => {
        const s = doc.sentences[id] as Sentence;
        return (
          (affirmative.get(id) ?? 0) +
          (onTopic(s) ? 2 : 0) -
          (genericSection(s) ? 1.5 : 0) -
          (s.text.length > 260 ? 0.5 : 0)
        );
      };
      const ranks = new Map([...affirmative.keys()].map((id) => [id, rank(id)]));
      const quotes = [...affirmative.keys()]
        .sort((a, b) => (ranks.get(b) ?? 0) - (ranks.get(a) ?? 0) || a - b)
        .map((id) => doc.sentences[id] as Sentence);
      const negatedList = [...negated].sort((a, b) => a - b).map((id) => doc.sentences[id] as Sentence);
      return { element, found: quotes.length > 0, quotes, negated: negatedList };
    });
    const anchorSentences = new Set(
      requirement.anchors.flatMap((a) =>
        index
          .find(compilePattern(a))
          .filter((m) => !m.negated)
          .map((m) => m.sentence),
      ),
    );
    const anchored = anchorSentences.size > 0;
    const mentions = [...anchorSentences].filter(
      (id) => !referenceList(doc.sentences[id] as Sentence),
    ).length;
    const headingHit = doc.headings.some((h) => headingOnTopic(h.text));
    const titleHit =
      titleMatches(requirement.headings) ||
      (!titleNamesTopic && titleMatches(requirement.sectionHeadings ?? []));
    const total = elements.reduce((a, e) => a + e.element.weight, 0) || 1;
    const covered = elements.reduce((a, e) => a + (e.found ? e.element.weight : 0), 0);
    const coverage = (covered / total) * (anchored ? 1 : OFF_TOPIC_FACTOR);
    const inSection = elements.reduce((a, e) => a + (e.quotes.some(onTopic) ? e.element.weight : 0), 0);
    const sectionCoverage = inSection / total;
    const bonus = covered > 0 && (headingHit || titleHit) ? HEADING_BONUS : 0;
    const score = Math.round(100 * Math.min(1, coverage + bonus));
    out.set(requirement.id, {
      requirement,
      elements,
      anchored,
      mentions,
      headingHit,
      titleHit,
      coverage,
      sectionCoverage,
      score,
    });
  }
  return { doc, requirements: out };
}

/**
 * A list of the provider's other documents ("REFERENCES — TS 5.1 Complaints and Feedback; TS 6.1 Code of Conduct"),
 * under a heading of its own or led by its label: it names topics without dealing with them.
 */
const REFERENCE_LIST =
  /^\W*(?:(?:\d+(?:\.\d+)*|[A-Z])[.)]?\s+)?(?:references?|related (?:documents|policies|procedures|legislation)|see also|cross[- ]references?)\b/i;

function referenceList(s: Sentence): boolean {
  return (
    /^\W*(?:references?|related (?:documents|policies|procedures|legislation)|see also|cross[- ]references?)\s*[:—–-]/i.test(
      s.text,
    ) || s.sectionPath.some((h) => REFERENCE_LIST.test(h) && h.length < 60)
  );
}

const GENERIC_CACHE = new WeakMap<Sentence, boolean>();

function genericSection(s: Sentence): boolean {
  let hit = GENERIC_CACHE.get(s);
  if (hit === undefined) {
    hit = s.sectionPath.some((h) => GENERIC_SECTION.test(h));
    GENERIC_CACHE.set(s, hit);
  }
  return hit;
}

export interface RequirementSelection {
  /** What the document is about. */
  primary: string[];
  /** Everything assessed, in display order. */
  assessed: string[];
}

/**
 * Chooses the requirements to report: the topics the document deals with, the cross-cutting ones every policy must
 * meet (rights, governance, workforce, records), and the ones related to its topics. Unrelated standards (food and
 * nutrition in a complaints policy) are left out rather than scored zero.
 */
/** How much of a topic the text under its own headings must cover for a titled policy to take it on too. */
const MIN_SECTION_COVERAGE = 0.3;

export function selectRequirements(evidence: DocumentEvidence): RequirementSelection {
  const all = [...evidence.requirements.values()];
  const strength = (e: RequirementEvidence) => e.coverage + (e.headingHit ? 0.2 : 0) + (e.titleHit ? 0.3 : 0);
  const topical = all.filter((e) => e.anchored);
  // A topic is primary when the title names it, when a heading names it and the text backs that up, or when the
  // text covers nearly all of it without a heading. A cross-cutting requirement (rights, governance, workforce,
  // records) runs through most policies, so it is a policy's topic only when the title names it and the text backs that
  // up ("Serious incidents: respond, record, report" names steps, not a records policy), or a heading names it and the
  // text covers most of it.
  // A records policy names every other topic's records (complaint files and Commission letters, incident reports):
  // where its title says it is about records, another topic it covers that way is not its topic too, unless a heading
  // names it.
  const titled = topical.some((e) => e.titleHit && e.coverage > 0 && e.requirement.id === 'records');
  // Where the title names the policy's topic, an unrelated topic is its own too only where the text under that
  // topic's headings deals with it: a Code of Conduct's section on raising concerns uses the words of complaints
  // handling without being about complaints. A related topic needs a heading of its own too: an incident procedure's
  // open disclosure, feedback and Commission words cover most of complaints handling without any part of it being
  // about complaints.
  const named = topical.filter((e) => e.titleHit && e.coverage > 0);
  const relatedToNamed = new Set(named.flatMap((e) => e.requirement.related));
  let primary = topical
    .filter((e) =>
      e.requirement.core
        ? (e.titleHit && e.coverage >= 0.3) ||
          (e.headingHit && e.coverage >= 0.9) ||
          // Covered in full under a title that names no topic the text backs up ("Community Gathering — Information
          // Pack" over a workforce policy's full text).
          (e.coverage >= 0.95 && !named.some((n) => n.coverage >= 0.5))
        : (e.titleHit && e.coverage > 0) ||
          (e.headingHit && e.coverage >= 0.5) ||
          (e.coverage >= 0.85 && !titled),
    )
    .sort((a, b) => strength(b) - strength(a))
    .slice(0, 3)
    .filter(
      (e) =>
        e.titleHit ||
        e.requirement.core ||
        !named.length ||
        (relatedToNamed.has(e.requirement.id) && e.headingHit) ||
        e.sectionCoverage >= MIN_SECTION_COVERAGE,
    );
  if (!primary.length) {
    const best = [...topical].sort((a, b) => strength(b) - strength(a))[0];
    if (best && strength(best) >= 0.3) primary = [best];
  }
  const ids: string[] = [];
  const add = (id: string) => {
    if (!ids.includes(id) && evidence.requirements.has(id)) ids.push(id);
  };
  const primaryIds = primary.map((e) => e.requirement.id);
  primaryIds.forEach(add);
  for (const e of all) if (e.requirement.core) add(e.requirement.id);
  for (const p of primary) p.requirement.related.forEach(add);
  return { primary: primaryIds, assessed: ids.slice(0, MAX_SECTIONS) };
}

function band(score: number): 'well' | 'partly' | 'missing' {
  if (score >= WELL_COVERED) return 'well';
  if (score >= PARTLY_COVERED) return 'partly';
  return 'missing';
}

function sectionLabel(s: Sentence): string {
  return s.section ? ` (under “${escapeMarkdown(s.section)}”)` : '';
}

function explain(e: RequirementEvidence): string {
  const found = e.elements.filter((x) => x.found);
  const missing = e.elements.filter((x) => !x.found);
  const lines: string[] = [];
  const title = e.requirement.title;
  const b = band(e.score);
  if (b === 'well')
    lines.push(
      `**Well covered.** The document addresses ${found.length} of the ${e.elements.length} points expected for ${title}.`,
    );
  else if (b === 'partly')
    lines.push(
      `**Partly covered.** The document addresses ${found.length} of the ${e.elements.length} points expected for ${title}.`,
    );
  else if (!found.length)
    lines.push(`**Not addressed.** The document does not cover any of the points expected for ${title}.`);
  else
    lines.push(
      `**Largely missing.** The document touches on ${found.length} of the ${e.elements.length} points expected for ${title}.`,
    );
  if (!e.anchored && found.length) {
    lines.push(
      '',
      `It never deals with the topic directly; the points counted are mentioned in passing. If another policy covers ${title.toLowerCase()}, name that policy here.`,
    );
  }
  if (found.length) {
    lines.push('', '**What the document says:**');
    for (const x of found.slice(0, 5)) {
      const s = x.quotes[0] as Sentence;
      lines.push(`- ${capitalise(x.element.label)}: ${quote(s.text, 200)}${sectionLabel(s)}`);
    }
    if (found.length > 5)
      lines.push(`- and ${found.length - 5} more point${found.length - 5 === 1 ? '' : 's'}.`);
  }
  const excluded = missing.filter((x) => x.negated.length);
  if (excluded.length) {
    lines.push('', '**Stated as not covered:**');
    for (const x of excluded.slice(0, 3))
      lines.push(`- ${capitalise(x.element.label)}: ${quote((x.negated[0] as Sentence).text, 200)}`);
  }
  if (missing.length) {
    lines.push('', '**Not found:**');
    for (const x of missing) lines.push(`- ${capitalise(x.element.label)}`);
  }
  lines.push('', `**What the Act expects:** ${e.requirement.summary}`);
  return lines.join('\n');
}

function suggestionsFor(e: RequirementEvidence): string[] {
  const missing = e.elements.filter((x) => !x.found).sort((a, b) => b.element.weight - a.element.weight);
  const out = missing.slice(0, 5).map((x) => x.element.suggestion);
  if (!e.anchored && e.score < WELL_COVERED) {
    out.unshift(
      `Add a section on ${e.requirement.title.toLowerCase()}, or refer to the policy that covers it.`,
    );
  }
  if (!out.length && e.score < WELL_COVERED)
    out.push(`Expand the document's treatment of ${e.requirement.title.toLowerCase()}.`);
  return out.slice(0, 6);
}

function toSection(e: RequirementEvidence): AssessmentSection {
  return {
    id: e.requirement.id,
    title: e.requirement.title,
    score: e.score,
    explanation: explain(e),
    relevantActSection: formatCitation(e.requirement),
    suggestions: suggestionsFor(e),
    evidence: e.elements
      .filter((x) => x.found)
      .slice(0, 5)
      // A long table row or list joined to its lead-in is shortened to what a report can quote.
      .map((x) => truncate((x.quotes[0] as Sentence).text, EVIDENCE_MAX))
      .filter((q, i, all) => all.indexOf(q) === i),
  };
}

export function summarise(
  plan: {
    evidence: DocumentEvidence;
    primary: readonly string[];
    findings: readonly AssessmentFinding[];
    notAssessed: readonly unknown[];
  },
  sections: readonly AssessmentSection[],
  score: number,
  fileName?: string,
): string {
  const { evidence } = plan;
  const name = fileName ? `**${escapeMarkdown(fileName)}**` : 'This document';
  const lines: string[] = [];
  lines.push(
    `**Overall score: ${score}/100.** ${name} was assessed against the ${ACT_NAME} (in force since ${ACT_COMMENCED_LABEL}) and the strengthened Aged Care Quality Standards.`,
  );
  const primaryTitles = plan.primary.map((id) => evidence.requirements.get(id)?.requirement.title ?? id);
  lines.push(
    '',
    primaryTitles.length
      ? `It reads as a policy on **${listInWords(primaryTitles.map((t) => t.replace(/^(Standard \d|Outcome [\d.]+): /, '')))}**, so it was assessed against the requirements that topic is meant to meet. Each is scored by the share of the Act's expectations the document covers, with the text it uses as evidence.`
      : 'We could not tell which part of the Act this document deals with, so it was checked against the requirements every policy should meet. If it is a policy, add headings and clear statements of what staff must do.',
  );
  if (plan.findings.length) {
    const against = plan.findings.filter((f) => f.kind === 'contradiction').length;
    const missing = plan.findings.length - against;
    const parts = [
      against
        ? `${against} statement${against === 1 ? '' : 's'} that go${against === 1 ? 'es' : ''} against the Act`
        : '',
      missing
        ? `${missing} fact${missing === 1 ? '' : 's'} the Act requires that ${missing === 1 ? 'is' : 'are'} missing`
        : '',
    ].filter(Boolean);
    lines.push(
      '',
      `**Checked against the Act:** ${parts.join(' and ')}. A requirement with a finding cannot score as met until it is fixed.`,
    );
  }
  const by = (b: ReturnType<typeof band>) =>
    sections.filter((s) => band(s.score) === b).map((s) => `${s.title} (${s.score})`);
  const well = by('well');
  const partly = by('partly');
  const missing = by('missing');
  lines.push('');
  if (well.length) lines.push(`- **Well covered:** ${well.join('; ')}`);
  if (partly.length) lines.push(`- **Partly covered:** ${partly.join('; ')}`);
  if (missing.length) lines.push(`- **Missing or weak:** ${missing.join('; ')}`);
  const firstSteps = [...sections]
    .sort(
      (a, b) =>
        Number(Boolean(b.findings?.length)) - Number(Boolean(a.findings?.length)) || a.score - b.score,
    )
    .filter((s) => s.score < WELL_COVERED && s.suggestions.length)
    .slice(0, 3)
    .map((s) => s.suggestions[0] as string);
  if (firstSteps.length) {
    lines.push('', '**Start with:**');
    firstSteps.forEach((s, i) => lines.push(`${i + 1}. ${s}`));
  }
  if (plan.notAssessed.length) {
    lines.push(
      '',
      `_${plan.notAssessed.length} other requirements were not assessed: they are outside this policy's topic, handed to another of your documents, or do not apply to your registration._`,
    );
  }
  const unconfirmed = sections.filter((s) => s.relevantActSection.includes('not confirmed')).length;
  if (unconfirmed) {
    lines.push(
      '',
      `_${unconfirmed} of the cited section numbers could not be confirmed from public sources; check them against the Federal Register of Legislation._`,
    );
  }
  return lines.join('\n');
}

/** The local analyst's section for one requirement of a plan. */
export function localSection(evidence: DocumentEvidence, id: string): AssessmentSection {
  return toSection(evidence.requirements.get(id) as RequirementEvidence);
}
