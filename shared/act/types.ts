// Types of the Act reference data: what each requirement asks of a provider and how a policy shows it meets it.

export type ActRequirementKind = 'act' | 'standard' | 'standard-outcome' | 'rules' | 'other-law';

/**
 * One thing a policy should say to meet a requirement. `evidence` holds patterns the assessment looks for, written in
 * plain words: each pattern matches a sentence that contains its words in order (word endings and -ise/-ize spelling
 * are ignored, and up to two other words may sit between them); `a & b` needs both parts in the same sentence;
 * `word*` matches any word that starts with `word`; `=word` matches that exact word only (so that "=register" does not
 * match "registered"). A pattern that starts with a negation ("no reprisal") matches a
 * negated statement on purpose; any other pattern does not count in a sentence that negates it ("we do not ...").
 */
export interface ActElement {
  id: string;
  /** What the policy should cover, as a noun phrase ("a timeframe for acknowledging complaints"). */
  label: string;
  /** Relative importance within the requirement (1 = ordinary). */
  weight: number;
  evidence: readonly string[];
  /** What to add when the document does not cover this element, as an instruction to the provider. */
  suggestion: string;
}

export interface ActOutcome {
  code: string;
  title: string;
}

export interface ActRequirement {
  id: string;
  title: string;
  kind: ActRequirementKind;
  /** What the requirement asks of a provider, in plain words (not a quotation of the law). */
  summary: string;
  /** Where it comes from, as precise as the public sources allowed. */
  citation: string;
  /** False when the section or outcome number could not be confirmed from a public source. */
  citationConfirmed: boolean;
  citationNote?: string;
  /** The public material the facts were taken from. */
  source: string;
  /** Assessed for every policy document, whatever its topic. */
  core: boolean;
  /** Requirements a policy on this topic is expected to address or point to. */
  related: readonly string[];
  /** Words that mark a document section on this topic ("complaints", "feedback"). */
  headings: readonly string[];
  /**
   * Words that name a part of a policy on the topic ('Storage', 'Administration' in a medicines policy, 'Information' in a
   * privacy one), not the topic:
   * they name it in a heading, and in a title only where the title names no topic in so many words ("Records Retention,
   * Storage and Disposal" is not about medicines).
   */
  sectionHeadings?: readonly string[];
  /** Terms for retrieval and tagging. */
  keywords: readonly string[];
  /**
   * Evidence patterns (same syntax as element evidence) of the topic itself. A document that matches none of them only
   * touches on related ideas (a complaints policy saying "anonymously" is not a whistleblower policy), so its element
   * evidence counts for less.
   */
  anchors: readonly string[];
  elements: readonly ActElement[];
  outcomes?: readonly ActOutcome[];
}
